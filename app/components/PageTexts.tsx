import {useNonce} from '@shopify/hydrogen';
import {PAGE_TEXTS_ID} from '~/elements/page-texts';
import type {Language} from '~/lib/copy';
import {pageTextsJson} from '~/lib/page-texts';

/**
 * The texts the page's elements show, in the page's language (app/elements/page-texts.ts):
 * data, not a script (the browser runs no `application/json`), with the page's nonce all
 * the same so the CSP report stays quiet.
 */
export function PageTexts({language}: {language: Language}) {
  const nonce = useNonce();
  return (
    <script
      type="application/json"
      id={PAGE_TEXTS_ID}
      nonce={nonce}
      dangerouslySetInnerHTML={{__html: pageTextsJson(language)}}
    />
  );
}
