import type { OrderError } from '@shop/contracts';
import { Link } from '@tanstack/react-router';
import './order-errors.css';

const DELIVERY_MARKER = '- please amend your delivery date';
const OUT_OF_STOCK_MARKER = 'this product is no longer in stock';
const CLICK_HERE = 'Click here';

export interface OrderErrorsProps {
  errors: readonly OrderError[];
  orderIndex: number;
  /** Opens the delivery section; without it the message links to the order's delivery. */
  onDelivery?: () => void;
  onRemove: () => void;
  testId?: string;
}

/** An order's errors, clickable by docs/rules-checkout.md "Server error handling". */
export function OrderErrors({
  errors,
  orderIndex,
  onDelivery,
  onRemove,
  testId,
}: OrderErrorsProps) {
  if (errors.length === 0) return null;
  // The alert wraps the list: a role on the <ul> itself would hide that it is a list (axe 'list').
  return (
    <div role="alert" data-testid={testId ?? `order-errors-${orderIndex}`}>
      <ul className="order-errors">
        {errors.map((error) => (
          <li key={error.message} className="order-errors__item" data-testid="order-error">
            <OrderErrorText
              error={error}
              orderIndex={orderIndex}
              onDelivery={onDelivery}
              onRemove={onRemove}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}

function OrderErrorText({
  error,
  orderIndex,
  onDelivery,
  onRemove,
}: {
  error: OrderError;
  orderIndex: number;
  onDelivery?: () => void;
  onRemove: () => void;
}) {
  const { message, editing } = error;
  const params = { orderIndex };
  if (message.includes(DELIVERY_MARKER)) {
    return onDelivery ? (
      <button type="button" className="order-errors__action" onClick={onDelivery}>
        {message}
      </button>
    ) : (
      <Link
        to="/checkout/$orderIndex"
        params={params}
        state={{ editing: 'delivery' }}
        className="order-errors__link"
      >
        {message}
      </Link>
    );
  }
  if (message.includes(OUT_OF_STOCK_MARKER)) {
    return (
      <button type="button" className="order-errors__action" onClick={onRemove}>
        {message}
      </button>
    );
  }
  const at = message.indexOf(CLICK_HERE);
  if (editing === '' || at < 0) return <>{message}</>;
  return (
    <>
      {message.slice(0, at)}
      <Link
        to="/checkout/$orderIndex"
        params={params}
        state={{ editing }}
        className="order-errors__link"
        data-testid={`order-error-link-${editing}`}
      >
        {message.slice(at)}
      </Link>
    </>
  );
}
