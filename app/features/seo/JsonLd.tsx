import {useNonce} from '@shopify/hydrogen';
import {serializeJsonLd} from '~/features/seo/json-ld';

/**
 * schema.org data, one <script type="application/ld+json"> per object. JSON-LD is data,
 * not script, so the CSP does not govern it (browsers never run it); the nonce is there
 * anyway so the document holds no un-nonced <script> at all (tests/worker/shell.test.ts).
 */
export function JsonLd({data}: {data: ReadonlyArray<object>}) {
  const nonce = useNonce();
  return data.map((item) => {
    const json = serializeJsonLd(item);
    return (
      <script
        key={json}
        type="application/ld+json"
        nonce={nonce}
        dangerouslySetInnerHTML={{__html: json}}
      />
    );
  });
}
