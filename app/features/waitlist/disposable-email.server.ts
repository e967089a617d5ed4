/**
 * Throwaway addresses (issue 15): refused with a clear message. The list is the npm
 * package `mailchecker` (MIT, updated with each release; decision 0154); only its domain
 * list is used, our own validation decides what an address looks like.
 */
import MailChecker from 'mailchecker';

const DISPOSABLE_DOMAINS = MailChecker.blacklist();

/** True when the address's domain, or a domain it belongs to, is a disposable-mail service. */
export function isDisposableEmail(email: string): boolean {
  let domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
  while (domain) {
    if (DISPOSABLE_DOMAINS.has(domain)) return true;
    const dot = domain.indexOf('.');
    if (dot === -1) return false;
    domain = domain.slice(dot + 1);
  }
  return false;
}
