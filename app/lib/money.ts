import {boundedCache} from './bounded-cache';

/** Prices as shoppers read them ("$1,299.00"), from the Storefront API's MoneyV2. */
export type Money = {amount: string; currencyCode: string};

/**
 * One formatter per locale, currency and style, made once per isolate: building an
 * Intl.NumberFormat costs far more than formatting with it, and a listing formats dozens
 * of prices (currencies are few; the bound only guards against a bad code flooding it).
 */
const formatters = boundedCache<(amount: number) => string>(200);

/**
 * A price in the market's locale (decision 0260). A currency other than US dollars whose
 * local symbol is a bare "$" (Canadian dollars in en-CA and fr-CA) takes its international
 * symbol ("CA$"), so it is never read as US dollars on a store whose default is USD.
 */
export function formatMoney(
  {amount, currencyCode}: Money,
  locale = 'en-US',
): string {
  return moneyFormat(locale, currencyCode)(Number(amount));
}

/**
 * A price a shopper typed (a filter's bound: "10", "12.5") as the market writes it, without
 * cents it does not have ("$10", "CA$10", "10 €"); the input itself, if it is no number.
 */
export function formatPriceBound(
  amount: string,
  currencyCode: string,
  locale = 'en-US',
): string {
  const value = Number(amount);
  if (!amount.trim() || !Number.isFinite(value)) return amount;
  return moneyFormat(locale, currencyCode, Number.isInteger(value))(value);
}

/** The symbol a market's prices carry ("$", "CA$", "£", "€"), as formatMoney writes it. */
export function currencySymbol(currencyCode: string, locale = 'en-US'): string {
  return symbols.get(`${locale}:${currencyCode}`, () =>
    moneyFormat(
      locale,
      currencyCode,
    )(1)
      .replace(/[\d\s.,\u00a0\u202f]+/g, ' ')
      .trim(),
  );
}
const symbols = boundedCache<string>(200);

/** The cached formatter; `wholeUnits` leaves out the cents a whole amount does not have. */
function moneyFormat(locale: string, currency: string, wholeUnits = false) {
  return formatters.get(`${locale}:${currency}:${wholeUnits}`, () =>
    newMoneyFormat(locale, currency, wholeUnits),
  );
}

function newMoneyFormat(locale: string, currency: string, wholeUnits: boolean) {
  const local = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    ...(wholeUnits ? {minimumFractionDigits: 0} : {}),
  });
  if (currency === 'USD' || symbolOf(local) !== '$') {
    return (amount: number) => local.format(amount);
  }
  const international = symbolOf(
    new Intl.NumberFormat('en', {style: 'currency', currency}),
  );
  return (amount: number) =>
    local
      .formatToParts(amount)
      .map((part) => (part.type === 'currency' ? international : part.value))
      .join('');
}

function symbolOf(format: Intl.NumberFormat): string {
  return (
    format.formatToParts(1).find((part) => part.type === 'currency')?.value ??
    ''
  );
}
