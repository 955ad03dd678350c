import { formatPence } from '@shop/contracts';
import './discount.css';

/**
 * 'You have saved £4.50' under totals a discount code has brought down (docs/rules-checkout.md
 * "Discount").
 */
export function SavedLine({
  amount,
  testId = 'discount-saved',
}: {
  amount: number;
  testId?: string;
}) {
  if (amount <= 0) return null;
  return (
    <p className="discount-saved" data-testid={testId}>
      You have saved {formatPence(amount)}
    </p>
  );
}

/** A price before the discount code, struck through, and said as such to screen readers. */
export function PriceBeforeDiscount({ value, testId }: { value: string; testId: string }) {
  return (
    <>
      <span className="visually-hidden">Before the discount: </span>
      <s data-testid={testId}>{value}</s>
    </>
  );
}
