import {LAUNCH_COPY} from '../../app/lib/messages';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The waiting count as the landing page prints it, before or after the launch: the number
 * in its <strong> and the label the copy catalogue gives (React may put `<!-- -->` between
 * the two text nodes). Null when the page shows no count.
 */
const COUNT = new RegExp(
  `<strong[^>]*>([\\d,]+)</strong>\\s*(?:<!-- -->)?\\s*(?:${[
    LAUNCH_COPY.before.waiting,
    LAUNCH_COPY.after.waiting,
  ]
    .map(escape)
    .join('|')})`,
);

export function landingCount(html: string): number | null {
  const digits = COUNT.exec(html)?.[1];
  return digits === undefined ? null : Number(digits.replace(/,/g, ''));
}
