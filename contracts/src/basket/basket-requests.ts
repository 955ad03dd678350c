import type { IsoDate } from '../common/dates';

/**
 * Bodies, path parameters and answers of the basket's add and remove calls (docs/rules-checkout.md
 * "Calls", docs/rules-storefront.md "Calls"). Prices never travel in a request: the server takes
 * them from the catalogue.
 */

/** `POST /api/product/add`: put a catalogue product in the basket as a new order. */
export interface AddProductRequest {
  /** A product id or one of its variant ids. */
  id: number;
  /** The delivery method chosen on the calendar, e.g. `standard`. */
  deliveryId: string;
  /** The delivery day, YYYY-MM-DD. */
  deliveryDate: IsoDate;
  /** The chosen pot (customisation attribute 435), when the product offers pots. */
  customisationId?: number | null;
}

/** `POST /api/product/add/gift-card`: a gift card product and the amount chosen for it. */
export interface AddGiftCardRequest {
  /** The gift card product's id. */
  id: number;
  /** The amount in pence; the basket accepts £5 to £250. */
  price: number;
}

/**
 * The answer of both add calls: the messages of a refused add (docs/rules-checkout.md "Messages"),
 * empty when the product went into the basket.
 */
export type AddToBasketResponse = string[];

/** `POST /api/checkout/remove`: the order to take out of the basket. */
export interface RemoveOrderRequest {
  /** The order's stable id, as in the checkout state (`CheckoutOrder.id`). */
  orderId: string;
}

/** Path of the calls about one order, `/api/checkout/{index}/…`. */
export interface OrderIndexParams {
  /** 1-based position of the order in the basket, as in `/checkout/{index}`. */
  index: number;
}

/** Path of `GET /api/checkout/validate/{orderIndex}`. */
export interface OrderValidationParams {
  /** 1-based position of the order in the basket. */
  orderIndex: number;
}

/** Path of `GET /api/card-images/{id}`. */
export interface CardImageParams {
  /** The photo's id, from the address the upload answered. */
  id: string;
}
