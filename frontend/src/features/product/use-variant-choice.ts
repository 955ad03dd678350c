import type { ProductDetail } from '@shop/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { productByVariantQueryOptions } from '../../api/catalogue.queries';
import { errorMessages } from './error-messages';
import { UNAVAILABLE_MESSAGE } from './product-messages';

export interface VariantChoice {
  /** The product on show: the last variant fetched without errors, else the page's product. */
  shown: ProductDetail;
  /** The radio that is checked: the variant being fetched, else the one on show. */
  checkedId: number | null;
  /** True once a variant has replaced the page's product. */
  chosen: boolean;
  /** The id of the size on show, which is what the basket is given; null before a choice. */
  variantId: number | null;
  pending: boolean;
  errors: string[];
  /**
   * The purchase area shows after Continue and hides again when the size changes
   * (docs/rules-checkout.md "Product page").
   */
  revealed: boolean;
  choose: (variantId: number) => Promise<void>;
  reveal: () => void;
}

/**
 * Picking a size fetches that variant; it replaces the shown product only when its answer has no
 * errors, otherwise the errors are listed and the shown product stays (docs/rules-storefront.md
 * "Product and gift card").
 */
export function useVariantChoice(product: ProductDetail): VariantChoice {
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<{ variantId: number; product: ProductDetail } | null>(null);
  const [pendingId, setPendingId] = useState<number | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const [revealed, setRevealed] = useState(false);
  // Only the latest pick may land: a slow answer to an earlier click is dropped.
  const latestPick = useRef(0);

  const choose = async (variantId: number) => {
    const pick = ++latestPick.current;
    setPendingId(variantId);
    setRevealed(false);
    setErrors([]);
    try {
      const answer = await queryClient.fetchQuery({
        ...productByVariantQueryOptions(variantId),
        // The shopper is waiting on this click: say what went wrong at once.
        retry: false,
      });
      if (pick !== latestPick.current) return;
      if (answer.errors.length > 0) setErrors(answer.errors);
      else if (!answer.product) setErrors([UNAVAILABLE_MESSAGE]);
      else setChosen({ variantId, product: answer.product });
    } catch (error) {
      if (pick === latestPick.current) setErrors(errorMessages(error));
    } finally {
      if (pick === latestPick.current) setPendingId(null);
    }
  };

  return {
    shown: chosen?.product ?? product,
    checkedId: pendingId ?? chosen?.variantId ?? null,
    chosen: chosen !== null,
    variantId: chosen?.variantId ?? null,
    pending: pendingId !== null,
    errors,
    revealed,
    choose,
    reveal: () => setRevealed(true),
  };
}
