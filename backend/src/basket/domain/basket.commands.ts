import type {
  CardSize,
  CustomerDetails,
  DeliverySnapshot,
  ProductSnapshot,
  RecipientDetails,
} from '@shop/contracts';

/** A basket command: an imperative `{ type, data }` that `decide` turns into events or refuses. */
interface BasketCommandOf<Type extends string, Data> {
  type: Type;
  data: Data;
}

/**
 * Put a product in the basket as a new order. The handler resolves the snapshots and checks
 * the calendar and postcode rules; the decider only sees the facts it needs as booleans, so it
 * stays pure. `orderId` comes from the Idempotency-Key header, which makes a retry harmless.
 */
export type AddProduct = BasketCommandOf<
  'AddProduct',
  {
    orderId: string;
    product: ProductSnapshot;
    pot: ProductSnapshot | null;
    delivery: DeliverySnapshot | null;
    isGiftCard: boolean;
    productAvailable: boolean;
    deliveryAvailable: boolean;
  }
>;

/** Take an order out of the basket. */
export type RemoveOrder = BasketCommandOf<'RemoveOrder', { orderId: string }>;

/** Write the card message (and a personalised card's areas, as a JSON string). */
export type SetMessage = BasketCommandOf<
  'SetMessage',
  { orderId: string; message: string; personalisationConfiguration: string | null }
>;

/** Pick the standard or a premium card for an order. */
export type ChooseCard = BasketCommandOf<'ChooseCard', { orderId: string; size: CardSize }>;

/** Say who the order goes to and where. */
export type SetRecipient = BasketCommandOf<'SetRecipient', { orderId: string } & RecipientDetails>;

/** Add an extra (chocolates, vase ...) to an order. Pots go through `ChangePot`. */
export type AddAddon = BasketCommandOf<'AddAddon', { orderId: string; addon: ProductSnapshot }>;

/** Take an extra off an order. */
export type RemoveAddon = BasketCommandOf<'RemoveAddon', { orderId: string; productId: number }>;

/** Swap the pot, or take it off with `pot: null`. `potsOffered`: the product offers this pot. */
export type ChangePot = BasketCommandOf<
  'ChangePot',
  { orderId: string; pot: ProductSnapshot | null; potsOffered: boolean }
>;

/** Move an order to another delivery method or date, already checked by the handler. */
export type ChangeDelivery = BasketCommandOf<
  'ChangeDelivery',
  { orderId: string; delivery: DeliverySnapshot; deliveryAvailable: boolean }
>;

/** The buyer's own details, for the whole basket. */
export type GiveCustomerDetails = BasketCommandOf<'GiveCustomerDetails', CustomerDetails>;

/** Every command the basket decides. */
export type BasketCommand =
  | AddProduct
  | RemoveOrder
  | SetMessage
  | ChooseCard
  | SetRecipient
  | AddAddon
  | RemoveAddon
  | ChangePot
  | ChangeDelivery
  | GiveCustomerDetails;

/** The commands aimed at one existing order. */
export type OrderCommand = Exclude<BasketCommand, AddProduct | GiveCustomerDetails>;
