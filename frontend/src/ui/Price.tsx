import { formatPence, hasDiscount } from '@shop/contracts';
import './price.css';

export interface PriceProps {
  price: number;
  discountedPrice: number;
  discountAmount: string | null;
  priceLabel?: string | null;
  className?: string;
}

/**
 * A product price by the rules of docs/rules-storefront.md "Validation": a priceLabel replaces the
 * price; the original is struck through beside the discounted price only when discountAmount exists
 * and is not '0.00'.
 */
export function Price({
  price,
  discountedPrice,
  discountAmount,
  priceLabel,
  className,
}: PriceProps) {
  const classes = ['price', className].filter(Boolean).join(' ');
  if (priceLabel) {
    return (
      <span className={classes} data-testid="price">
        {priceLabel}
      </span>
    );
  }
  if (hasDiscount(discountAmount)) {
    return (
      <span className={classes} data-testid="price">
        <s className="price__was" data-testid="price-was">
          <span className="visually-hidden">Was </span>
          {formatPence(price)}
        </s>{' '}
        <span className="price__now" data-testid="price-now">
          <span className="visually-hidden">Now </span>
          {formatPence(discountedPrice)}
        </span>
      </span>
    );
  }
  return (
    <span className={classes} data-testid="price">
      {formatPence(price)}
    </span>
  );
}
