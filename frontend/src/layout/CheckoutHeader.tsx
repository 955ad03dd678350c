import { BasketButton } from '../features/basket/BasketButton';
import { PadlockIcon } from '../ui/icons';
import { Wordmark } from './Wordmark';
import './checkout-header.css';

/**
 * The slim header of checkout and payment: the wordmark, and the basket, whose panel lists every
 * order with its Edit link and Proceed to payment.
 */
export function CheckoutHeader() {
  return (
    <header className="checkout-header" data-testid="checkout-header">
      <div className="checkout-header__inner">
        <Wordmark testId="checkout-header-logo" />
        <p className="checkout-header__secure" data-testid="checkout-header-secure">
          <PadlockIcon />
          <span>Secure checkout</span>
        </p>
        <BasketButton />
      </div>
    </header>
  );
}
