import type {
  BasketEvent,
  BasketPlaced,
  GiftCardRecipient,
  IsoDate,
  PaymentDeclined,
  PaymentStarted,
  QuestionnaireAnswered,
  CardSize,
  CustomerDetails,
  DeliverySnapshot,
  DiscountRule,
  ProductSnapshot,
  RecipientDetails,
} from '@shop/contracts';

/**
 * The commands the basket decider takes: imperative `{ type, data }` that `decide` turns into
 * events or refuses. Each is named once: the use case that sends it has the same name (the
 * `AddProduct` class of commands/add-product is the shopper's request; its handler resolves the
 * catalogue facts and hands the decider `{ type: 'AddProduct', data }`). Read one with
 * `BasketCommandOf<'AddProduct'>`.
 */
export type BasketCommand =
  /**
   * Bring the live orders of the customer's basket from an earlier visit into this one (on
   * sign-in). `events`: that basket's events, as recorded.
   */
  | { type: 'MergeBasket'; data: { fromBasketId: string; events: readonly BasketEvent[] } }
  /**
   * Put a product in the basket as a new order. The handler resolves the snapshots and checks
   * the calendar and postcode rules; the decider only sees the facts it needs as booleans, so it
   * stays pure. `orderId` comes from the Idempotency-Key header, which makes a retry harmless.
   */
  | {
      type: 'AddProduct';
      data: {
        orderId: string;
        product: ProductSnapshot;
        pot: ProductSnapshot | null;
        delivery: DeliverySnapshot | null;
        isGiftCard: boolean;
        productAvailable: boolean;
        deliveryAvailable: boolean;
      };
    }
  /** Take an order out of the basket. */
  | { type: 'RemoveOrder'; data: { orderId: string } }
  /** Write the card message (and a personalised card's areas, as a JSON string). */
  | {
      type: 'SetMessage';
      data: { orderId: string; message: string; personalisationConfiguration: string | null };
    }
  /** Pick the standard or a premium card for an order. */
  | { type: 'ChooseCard'; data: { orderId: string; size: CardSize } }
  /** Say who the order goes to and where. */
  | { type: 'SetRecipient'; data: { orderId: string } & RecipientDetails }
  /** Add an extra (chocolates, vase ...) to an order. Pots go through `ChangePot`. */
  | { type: 'AddAddon'; data: { orderId: string; addon: ProductSnapshot } }
  /** Take an extra off an order. */
  | { type: 'RemoveAddon'; data: { orderId: string; productId: number } }
  /** Swap the pot, or take it off with `pot: null`. `potsOffered`: the product offers this pot. */
  | {
      type: 'ChangePot';
      data: { orderId: string; pot: ProductSnapshot | null; potsOffered: boolean };
    }
  /** Move an order to another delivery method or date, already checked by the handler. */
  | {
      type: 'ChangeDelivery';
      data: { orderId: string; delivery: DeliverySnapshot; deliveryAvailable: boolean };
    }
  /** The buyer's own details, for the whole basket. */
  | { type: 'GiveCustomerDetails'; data: CustomerDetails }
  /** Who a gift card order is emailed to. `today`: the London date now, for the send date. */
  | {
      type: 'SetGiftCardRecipient';
      data: { orderId: string; today: IsoDate } & GiftCardRecipient;
    }
  /** The shopper opened the payment page (recorded once per basket). */
  | { type: 'BeginCheckout'; data: { total: number } }
  /** Put a gift card towards the purchase; the handler looked its balance up. */
  | { type: 'ApplyGiftCard'; data: { code: string; balance: number; expiresOn: IsoDate } }
  | { type: 'RemoveGiftCard'; data: Record<string, never> }
  /** Begin taking a payment: from here the basket refuses changes until it ends. */
  | {
      type: 'StartPayment';
      /**
       * `basketVersion`: the stream version of the checkout state the amount was worked out
       * from; refused (409) when the basket has moved on since.
       */
      data: PaymentStarted['data'] & { basketVersion: number };
    }
  /** The payment did not go through: the basket opens again. */
  | { type: 'DeclinePayment'; data: PaymentDeclined['data'] }
  /** Paid: the basket closes with its orders' numbers. */
  | { type: 'PlaceBasket'; data: BasketPlaced['data'] }
  /** Answers to the order questionnaire, after the purchase. */
  | { type: 'AnswerQuestionnaire'; data: QuestionnaireAnswered['data'] }
  /**
   * Put a discount code on the basket, replacing any other. The discount module looked the code
   * up and checked its dates and limits; the decider resolves its rule against the basket.
   */
  | {
      type: 'ApplyDiscount';
      data: {
        code: string;
        isCodeVisible: boolean;
        rule: DiscountRule;
        affiliateId: string | null;
        /** Business customers may not use codes (docs/rules-checkout.md "Roles"). */
        businessCustomer: boolean;
      };
    }
  | { type: 'RemoveDiscount'; data: Record<string, never> }
  /**
   * Put the signed-in customer's Posy Points towards the basket: as many as it can take
   * (`balance`: their ledger's balance, looked up by the handler).
   */
  | {
      type: 'RedeemPoints';
      data: { customerId: string; balance: number; businessCustomer: boolean };
    }
  | { type: 'RemovePoints'; data: Record<string, never> }
  /** Who sent the shopper, for commission (`POST /api/user-session/tracking`). */
  | {
      type: 'TrackAffiliate';
      data: { affiliateWindowId: string | null; affiliateId: string | null };
    };

/** The decider command of one type, e.g. `BasketCommandOf<'AddProduct'>`. */
export type BasketCommandOf<Type extends BasketCommand['type']> = Extract<
  BasketCommand,
  { type: Type }
>;

/** The commands aimed at one existing order. */
export type OrderCommand = Exclude<
  Extract<BasketCommand, { data: { orderId: string } }>,
  { type: 'AddProduct' }
>;
