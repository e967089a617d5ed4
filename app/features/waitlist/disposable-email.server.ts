/**
 * Throwaway addresses (issue 15): refused with a clear message. The list is the npm
 * package `mailchecker` (MIT, updated with each release; decision 0154); only its domain
 * list is used, our own validation decides what an address looks like.
 */
import MailChecker from 'mailchecker';
import {INVISIBLE_CHARACTERS} from './validation';

const DISPOSABLE_DOMAINS = MailChecker.blacklist();

/**
 * True when the address's domain, or a domain it belongs to, is a disposable-mail service.
 * The domain is compared as mail would route it (issue 24): compatibility forms folded
 * (NFKC), invisible characters dropped, a trailing dot removed (`mailinator.com.`).
 */
export function isDisposableEmail(email: string): boolean {
  let domain = email
    .slice(email.lastIndexOf('@') + 1)
    .normalize('NFKC')
    .replace(new RegExp(INVISIBLE_CHARACTERS.source, 'gu'), '')
    .toLowerCase()
    .replace(/\.+$/, '');
  while (domain) {
    if (DISPOSABLE_DOMAINS.has(domain)) return true;
    const dot = domain.indexOf('.');
    if (dot === -1) return false;
    domain = domain.slice(dot + 1);
  }
  return false;
}
