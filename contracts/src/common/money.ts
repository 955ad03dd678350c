/**
 * Amounts are integer pence everywhere (docs/rules-checkout.md "Constants"); these helpers only
 * format them.
 */

// Made on first use: building an Intl formatter costs milliseconds a page's first script need not spend.
let gbpFormat: Intl.NumberFormat | undefined;
const gbp = () =>
  (gbpFormat ??= new Intl.NumberFormat('en-GB', {
    style: 'currency',
    currency: 'GBP',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }));

/** Integer pence → `£20.50`, `£1,250.00`, `-£5.00`. Throws on non-integers: a price is never fractional pence. */
export function formatPence(pence: number): string {
  if (!Number.isSafeInteger(pence)) {
    throw new RangeError(`Amount must be a whole number of pence, got ${pence}`);
  }
  return gbp().format(pence / 100);
}

/**
 * A price as shown where the spec says a zero price reads `FREE`
 * (delivery methods, the standard card): `0` → `FREE`, otherwise `formatPence`.
 */
export function formatPriceOrFree(pence: number): string {
  return pence === 0 ? 'FREE' : formatPence(pence);
}

/** Whole pounds → pence, for inputs such as the gift card's custom amount. */
export function poundsToPence(pounds: number): number {
  return Math.round(pounds * 100);
}
