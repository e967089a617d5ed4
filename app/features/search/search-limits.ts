/** The longest search query accepted (the form's maxlength and the server's check). */
export const MAX_SEARCH_LENGTH = 100;
