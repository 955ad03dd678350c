/**
 * `/checkout/{orderIndex}` counts orders from 1 (docs/rules-checkout.md "Screens"); anything else
 * is not a page.
 */
export function parseOrderIndex(raw: string): number | null {
  return /^[1-9]\d{0,5}$/.test(raw) ? Number(raw) : null;
}

/** The order a bare `/checkout` opens. */
export const DEFAULT_ORDER_INDEX = 1;
