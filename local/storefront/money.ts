/** Prices are kept as integer cents so totals add up exactly; these helpers convert at the edges. */

export type Money = {
  __typename: 'MoneyV2';
  amount: string;
  currencyCode: string;
};

/** "1099.00" -> 109900. Throws on anything that is not a plain non-negative decimal. */
export function parseCents(decimal: string): number {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(decimal.trim());
  if (!match) throw new Error(`Not a price: "${decimal}"`);
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}

/**
 * Shopify serialises Decimal amounts the way Ruby prints BigDecimal: no trailing zeros but
 * at least one decimal ("1099.0", "12.5", "12.99"). Clients parse them as numbers either way.
 */
export function decimalAmount(cents: number): string {
  const whole = Math.trunc(cents / 100);
  const fraction = String(Math.abs(cents % 100))
    .padStart(2, '0')
    .replace(/0$/, '');
  return `${cents < 0 && whole === 0 ? '-' : ''}${whole}.${fraction || '0'}`;
}

export function money(cents: number, currencyCode: string): Money {
  return {__typename: 'MoneyV2', amount: decimalAmount(cents), currencyCode};
}

/** "$1,099.00" for the server-rendered pages. */
export function displayPrice(cents: number, currencyCode: string): string {
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: currencyCode,
  }).format(cents / 100);
}
