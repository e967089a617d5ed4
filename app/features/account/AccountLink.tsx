import {attr} from '~/elements/contract';
import {ROUTES} from '~/lib/navigation';
import {ACCOUNT_DOM} from './account-contract';
import {ACCOUNT_COPY} from './copy';

/**
 * The header's link to the account: "Account" for everyone, so a public page stays one
 * cacheable page; <account-link> puts the first name in for a signed-in visitor.
 */
export function AccountLink() {
  return (
    <account-link>
      <a href={ROUTES.account} className="nav-item">
        <span {...attr(ACCOUNT_DOM.label)}>{ACCOUNT_COPY.headerLink}</span>
      </a>
    </account-link>
  );
}
