import type { ProductDetail } from '@shop/contracts';
import { useId, useRef } from 'react';
import { flushSync } from 'react-dom';
import { PaymentBadges } from '../../ui/PaymentBadges';
import { ErrorAlert } from './ErrorAlert';
import { PURCHASE_AREA_ID } from './purchase-anchor';
import { PurchaseAreaSlot } from './PurchaseAreaSlot';
import type { VariantChoice } from './use-variant-choice';
import { VariantSelector } from './VariantSelector';

/**
 * Size, then Continue, then the purchase area (docs/rules-checkout.md "Product page"). A product
 * with one size or none goes straight to the purchase area.
 */
export function PurchaseStep({
  product,
  choice,
}: {
  product: ProductDetail;
  choice: VariantChoice;
}) {
  const purchaseArea = useRef<HTMLElement>(null);
  const hintId = useId();
  const picksSize = product.variants.length > 1;
  const showPurchaseArea = !picksSize || choice.revealed;

  const onContinue = () => {
    flushSync(choice.reveal);
    // Keyboard and screen reader users land on what Continue revealed.
    purchaseArea.current?.focus();
  };

  return (
    // The target of /continue-purchase/{productId}: sizes, then the purchase area.
    <div id={PURCHASE_AREA_ID} className="purchase-step">
      {picksSize && (
        <>
          <VariantSelector
            variants={product.variants}
            checkedId={choice.checkedId}
            onChoose={(variantId) => void choice.choose(variantId)}
          />
          <ErrorAlert messages={choice.errors} testId="variant-errors" />
          {!choice.revealed && (
            <div className="purchase-step__continue">
              <button
                type="button"
                className="button button--primary purchase-step__button"
                disabled={!choice.chosen || choice.pending}
                aria-describedby={choice.chosen ? undefined : hintId}
                data-testid="variant-continue"
                onClick={onContinue}
              >
                Continue
              </button>
              {!choice.chosen && (
                <p id={hintId} className="purchase-step__hint">
                  Choose a size to continue.
                </p>
              )}
            </div>
          )}
        </>
      )}
      {showPurchaseArea && (
        <PurchaseAreaSlot ref={purchaseArea} product={choice.shown} variantId={choice.variantId} />
      )}
      <PaymentBadges testId="product-payment-badges" />
    </div>
  );
}
