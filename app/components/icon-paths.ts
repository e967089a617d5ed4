/**
 * Path data an element draws as well as a component (icons.tsx): the close icon of the
 * cart drawer, which <cart-drawer> builds (record 0271). A plain module, so the elements'
 * bundle takes the string without React.
 */
export const CLOSE_ICON_PATH = 'M6 6l12 12M18 6 6 18';
