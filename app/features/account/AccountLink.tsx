import {attr} from '~/elements/contract';
import {ROUTES} from '~/lib/navigation';
import {ACCOUNT_DOM} from './account-contract';
import {ACCOUNT_COPY} from './copy';
import {useLocalize} from '~/features/markets/use-market';

/**
 * The header's link to the account: "Account" for everyone, so a public page stays one
 * cacheable page; <account-link> puts the first name in for a signed-in visitor.
 */
export function AccountLink() {
  const localize = useLocalize();
  return (
    <account-link>
      <a href={localize(ROUTES.account)} className="nav-item">
        <span {...attr(ACCOUNT_DOM.label)}>{ACCOUNT_COPY.headerLink}</span>
      </a>
    </account-link>
  );
}
