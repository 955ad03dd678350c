import { PadlockIcon } from '../ui/icons';
import { Wordmark } from './Wordmark';
import './checkout-header.css';

/** The slim header of checkout and payment: nothing to click away to but the wordmark. */
export function CheckoutHeader() {
  return (
    <header className="checkout-header" data-testid="checkout-header">
      <div className="checkout-header__inner">
        <Wordmark testId="checkout-header-logo" />
        <p className="checkout-header__secure" data-testid="checkout-header-secure">
          <PadlockIcon />
          <span>Secure checkout</span>
        </p>
      </div>
    </header>
  );
}
