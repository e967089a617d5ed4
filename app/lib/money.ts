/** Prices as shoppers read them ("$1,299.00"), from the Storefront API's MoneyV2. */
export type Money = {amount: string; currencyCode: string};

const formatters = new Map<string, (amount: number) => string>();

/**
 * A price in the market's locale (decision 0260). A currency other than US dollars whose
 * local symbol is a bare "$" (Canadian dollars in en-CA and fr-CA) takes its international
 * symbol ("CA$"), so it is never read as US dollars on a store whose default is USD.
 */
export function formatMoney(
  {amount, currencyCode}: Money,
  locale = 'en-US',
): string {
  const key = `${locale}:${currencyCode}`;
  let format = formatters.get(key);
  if (!format) {
    format = moneyFormat(locale, currencyCode);
    formatters.set(key, format);
  }
  return format(Number(amount));
}

function moneyFormat(locale: string, currency: string) {
  const local = new Intl.NumberFormat(locale, {style: 'currency', currency});
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
