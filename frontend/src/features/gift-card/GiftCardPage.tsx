import type { BreadcrumbItem, ProductDetail } from '@shop/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { PaymentBadges } from '../../ui/PaymentBadges';
import { SafeHtml } from '../../ui/SafeHtml';
import { ProductBreadcrumb } from '../product/ProductBreadcrumb';
import { ErrorAlert } from '../product/ErrorAlert';
import { errorMessages } from '../product/error-messages';
import { ProductGallery } from '../product/ProductGallery';
import { UNAVAILABLE_MESSAGE } from '../product/product-messages';
import { PURCHASE_AREA_ID } from '../product/purchase-anchor';
import { useViewItem } from '../product/use-view-item';
import {
  amountPence,
  canContinue,
  DEFAULT_GIFT_CARD_AMOUNT,
  GIFT_CARD_FROM,
  type GiftCardAmount,
} from './gift-card-amount';
import { newestGiftCardOrderIndex, useAddGiftCard } from '../../api/gift-card.queries';
import { DEFAULT_ORDER_INDEX } from '../checkout/order-index';
import { GiftCardAmountPicker } from './GiftCardAmountPicker';
import { GiftCardFaq } from './GiftCardFaq';
import { GiftCardHowItWorks } from './GiftCardHowItWorks';
import './gift-card.css';

/** Its own trail, not the catalogue's (a product's category): Home › Gift Cards. */
const giftCardBreadcrumb = (product: ProductDetail): BreadcrumbItem[] => [
  { name: 'Home', url: '/' },
  { name: 'Gift Cards', url: `/product/${product.slug}` },
];

/**
 * The gift card product (sku GIFTCARD): pick an amount, then Continue to checkout
 * (docs/rules-storefront.md "Gift card page").
 */
export function GiftCardPage({ product }: { product: ProductDetail }) {
  useViewItem(product);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const add = useAddGiftCard();
  const [amount, setAmount] = useState<GiftCardAmount>(DEFAULT_GIFT_CARD_AMOUNT);
  const enabled = canContinue(amount, { pending: add.isPending, available: product.available });
  const errors = add.isError ? errorMessages(add.error) : (add.data ?? []);

  const changeAmount = (next: GiftCardAmount) => {
    setAmount(next);
    // Errors were about the amount that was sent; a new amount starts afresh.
    add.reset();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!enabled) return;
    add.mutate(
      { product, pence: amountPence(amount) },
      {
        onSuccess: async (serverErrors) => {
          if (serverErrors.length > 0) return;
          // The card's own checkout page; should the basket not answer, the first order's.
          const orderIndex = await newestGiftCardOrderIndex(queryClient).catch(() => null);
          void navigate({
            to: '/checkout/$orderIndex',
            params: { orderIndex: orderIndex ?? DEFAULT_ORDER_INDEX },
          });
        },
      },
    );
  };

  return (
    <article className="gift-card-page" data-testid="gift-card-page">
      <ProductBreadcrumb items={giftCardBreadcrumb(product)} />
      <div className="gift-card-page__main">
        <div className="gift-card-page__gallery">
          <ProductGallery images={product.images} name={product.name} shape="square" />
        </div>
        <div className="gift-card-page__details">
          <div className="gift-card-page__heading">
            <h1 className="gift-card-page__title" data-testid="product-name">
              {product.name}
            </h1>
            <p className="gift-card-page__from" data-testid="gift-card-from">
              {GIFT_CARD_FROM}
            </p>
          </div>
          <form
            id={PURCHASE_AREA_ID}
            className="gift-card-page__form"
            noValidate
            onSubmit={onSubmit}
          >
            <GiftCardAmountPicker amount={amount} onChange={changeAmount} />
            {!product.available && (
              <p className="gift-card-page__unavailable" data-testid="gift-card-unavailable">
                {UNAVAILABLE_MESSAGE}
              </p>
            )}
            <ErrorAlert messages={errors} testId="gift-card-errors" />
            <button
              type="submit"
              className="button button--primary gift-card-page__continue"
              disabled={!enabled}
              aria-busy={add.isPending}
              data-testid="gift-card-continue"
            >
              Continue
            </button>
          </form>
          <PaymentBadges testId="gift-card-payment-badges" />
          <SafeHtml html={product.description} className="gift-card-page__copy" />
        </div>
      </div>
      <GiftCardHowItWorks />
      <GiftCardFaq />
    </article>
  );
}
