/**
 * `GET /api/checkout/validate/{orderIndex}` (docs/rules-checkout.md "Calls"): the basket panel asks
 * it once per order before Proceed to payment, and shows each error as a link to the section that
 * fixes it (docs/rules-checkout.md "Server error handling").
 */

/**
 * The part of the order an error sends the shopper back to. An empty section makes the error plain
 * text (docs/rules-checkout.md "Messages").
 */
export type EditingSection = 'message' | 'recipient' | 'card' | 'addons' | 'delivery' | '';

/** One problem with an order, in the shopper's words, and where to fix it. */
export interface OrderError {
  message: string;
  editing: EditingSection;
}

/** The answer of `GET /api/checkout/validate/{orderIndex}`. */
export interface OrderValidationResponse {
  /** 1-based, as in the request. */
  orderIndex: number;
  orderErrors: OrderError[];
  /** The messages of `orderErrors`, in the same order. */
  errors: string[];
}
