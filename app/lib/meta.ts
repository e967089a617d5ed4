import {SITE} from './site';

/** A page's title, description and their Open Graph twins. */
export function pageMeta({
  title,
  description,
}: {
  title: string;
  description: string;
}) {
  const fullTitle = `${title} | ${SITE.shopName}`;
  return [
    {title: fullTitle},
    {name: 'description', content: description},
    {property: 'og:title', content: fullTitle},
    {property: 'og:description', content: description},
    {property: 'og:type', content: 'website'},
  ];
}

/** The longest description Hydrogen's getSeoMeta accepts (and about what search engines show). */
const MAX_DESCRIPTION = 155;

/** A description cut to that length at a word, with an ellipsis when cut. */
export function shortDescription(text: string): string {
  const clean = text.replaceAll(/\s+/g, ' ').trim();
  if (clean.length <= MAX_DESCRIPTION) return clean;
  const cut = clean.slice(0, MAX_DESCRIPTION - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : cut.length)}…`;
}
