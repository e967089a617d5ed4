/** Prices as shoppers read them ("$1,299.00"), from the Storefront API's MoneyV2. */
export type Money = {amount: string; currencyCode: string};

const formatters = new Map<string, Intl.NumberFormat>();

export function formatMoney(
  {amount, currencyCode}: Money,
  locale = 'en-US',
): string {
  const key = `${locale}:${currencyCode}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: currencyCode,
    });
    formatters.set(key, formatter);
  }
  return formatter.format(Number(amount));
}
