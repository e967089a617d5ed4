import {LANGUAGES, type Language} from '~/lib/copy';
import {COPY_CATALOGUES} from '~/lib/copy-catalogues';
import type {Market} from './markets';
import {useMarket} from './use-market';

type Catalogues = typeof COPY_CATALOGUES;

/**
 * A copy catalogue in the page's language (decision 0260): `const {LAYOUT_COPY} =
 * useCopy('layout')` reads what `import {LAYOUT_COPY}` reads, in French on /fr-ca pages.
 * Components only (no page hydrates, so this never reaches the browser); loaders read
 * `COPY_CATALOGUES.<name>[context.market.language]`.
 */
export function useCopy<Name extends keyof Catalogues>(
  name: Name,
): Catalogues[Name]['EN'] {
  return COPY_CATALOGUES[name][
    copyLanguage(useMarket())
  ] as Catalogues[Name]['EN'];
}

/** The catalogue language a market speaks (every market's is one; English otherwise). */
export function copyLanguage(market: Market): Language {
  return (LANGUAGES as readonly string[]).includes(market.language)
    ? (market.language as Language)
    : 'EN';
}
