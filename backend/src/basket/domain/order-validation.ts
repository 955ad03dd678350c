import {
  isAreaFilled,
  personalisationAreas,
  type CheckoutOrder,
  type CheckoutOrderDelivery,
  type CheckoutOrderItem,
  type CheckoutState,
  type DistributorName,
  type OrderError,
  type PersonalisationArea,
} from '@shop/contracts';
import {
  checkPostcode,
  DELIVERY_METHODS,
  DISTRIBUTOR_RULES,
  isDeliverable,
  parsePostcode,
} from '../../delivery-rules';

/*
 * docs/rules-checkout.md "Order readiness", "Validation" as pure rules over the checkout state:
 * what stops an order going to payment. Time is passed in, because a delivery date that was fine
 * when chosen can pass its cut-off while the basket waits.
 */

/**
 * docs/rules-checkout.md "Order errors" word for word, in their "Click here" form where the
 * storefront links the text after 'Click here' to the section named by `editing`.
 */
export const ORDER_ERRORS = {
  missingCard: {
    message:
      'Your order is missing a card. Every order is sent with a free or premium card. Click here to edit your order.',
    editing: 'card',
  },
  emptyMessage: { message: 'Your card message is empty.', editing: 'message' },
  missingImages: { message: 'Your card is missing some images.', editing: 'message' },
  missingText: { message: 'Your card is missing some personalised text.', editing: 'message' },
  messageTooLong: {
    message: 'Your message is a bit too long - please shorten it. Click here to edit your order.',
    editing: 'card',
  },
  invalidRecipient: {
    message: 'Please enter a valid recipient. Click here to edit your order.',
    editing: 'recipient',
  },
  duplicateAddress: {
    message:
      'You already have an order going to this address - please choose a different recipient. Click here to edit your order.',
    editing: 'recipient',
  },
  /**
   * Contains '- please amend your delivery date', which opens the delivery editor
   * (docs/rules-checkout.md "Server error handling").
   */
  deliveryDateUnavailable: {
    message: 'Sorry, this delivery date is no longer available - please amend your delivery date',
    editing: 'delivery',
  },
  /** docs/rules-checkout.md "Postcode messages", typographic apostrophe included. */
  methodUnavailableForPostcode: {
    message:
      'This delivery method is not available for this postcode. If possible, please choose a different delivery method. If no other delivery is showing available, it’s likely we’re unable to send this particular gift to your chosen postcode.',
    editing: 'delivery',
  },
} as const satisfies Record<string, OrderError>;

/**
 * A product of this distributor is a greetings card (docs/business-rules.md "Delivery methods").
 */
const GREETINGS_CARD_DISTRIBUTOR: DistributorName = 'Cards';

/**
 * docs/rules-checkout.md "Validation", "Constants": a postcode must be longer than 4 characters.
 */
const MIN_POSTCODE_LENGTH = 5;

/**
 * The card message as it would print, for the emptiness test: whitespace runs collapsed to one
 * space, control and invisible format characters (zero-width space, BOM) removed, trimmed.
 */
export function cleanMessageText(message: string): string {
  return message
    .replace(/\s+/gu, ' ')
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .replace(/ {2,}/g, ' ')
    .trim();
}

/** Still showing its placeholder, or emptied: either way the shopper has not filled it in. */
const isUnfilled = (area: PersonalisationArea) => !isAreaFilled(area);

/** The item holding the message: the card when there is one, else the main item (as projected). */
const messageHolder = (order: CheckoutOrder): CheckoutOrderItem | undefined =>
  order.orderItems.find((item) => item.card) ?? order.orderItems[0];

/** docs/rules-checkout.md "Order readiness": any of address lines 1 to 3 filled. */
const hasAddress = (delivery: CheckoutOrderDelivery) =>
  [delivery.addressLine1, delivery.addressLine2, delivery.addressLine3].some(
    (line) => line.trim() !== '',
  );

const hasPostcode = (delivery: CheckoutOrderDelivery) =>
  delivery.postcode.trim().length >= MIN_POSTCODE_LENGTH;

/**
 * docs/rules-checkout.md "Validation": the two recipient checks, the name and the address with its
 * postcode.
 */
function isValidRecipient(delivery: CheckoutOrderDelivery): boolean {
  const hasName = delivery.recipientName.trim() !== '';
  // A real UK postcode, also for a recipient recorded before the decider checked that.
  const isUkPostcode = parsePostcode(delivery.postcode) !== null;
  return hasName && hasAddress(delivery) && hasPostcode(delivery) && isUkPostcode;
}

/** Lines 1 to 3, town and postcode, ignoring case and spaces: 'sw1a1aa' is 'SW1A 1AA'. */
const addressKey = (d: CheckoutOrderDelivery) =>
  [d.addressLine1, d.addressLine2, d.addressLine3, d.town, d.postcode]
    .map((part) => part.replace(/\s+/g, '').toLowerCase())
    .join('\u0000');

/**
 * Another order of the basket goes to the same address. Orders without an address yet (and
 * gift cards, which have none) are not compared: two blank addresses are not a shared one.
 */
function sharesAddress(orders: readonly CheckoutOrder[], position: number): boolean {
  const order = orders[position];
  if (!hasAddress(order.orderDelivery)) return false;
  const key = addressKey(order.orderDelivery);
  return orders.some(
    (other, i) =>
      i !== position &&
      !other.isGiftCard &&
      hasAddress(other.orderDelivery) &&
      addressKey(other.orderDelivery) === key,
  );
}

/**
 * The order is sent with a card: one was chosen, or its main product is a greetings card (bought
 * on its own, it is the card and carries the message).
 */
const hasCard = (order: CheckoutOrder): boolean =>
  order.orderItems.some((item) => item.card) ||
  order.orderItems[0]?.product.distributor === GREETINGS_CARD_DISTRIBUTOR;

const isDistributor = (name: string): name is DistributorName =>
  Object.prototype.hasOwnProperty.call(DISTRIBUTOR_RULES, name);

/** The order's date is set and still offered for its main product's distributor at `now`. */
function isDateStillDeliverable(order: CheckoutOrder, now: Date): boolean {
  const { date } = order.orderDelivery;
  const distributor = order.orderItems[0]?.product.distributor ?? '';
  if (!date || !isDistributor(distributor)) return false;
  try {
    return isDeliverable(distributor, date, now);
  } catch {
    return false; // a malformed stored date cannot be delivered on either
  }
}

/**
 * False when the order's method needs a postcode check (before 1pm, Sunday) and the recipient's
 * postcode does not pass it. A blank postcode is the recipient check's business, not this one's.
 */
function passesPostcodeCheck(delivery: CheckoutOrderDelivery): boolean {
  const method = DELIVERY_METHODS.find((m) => m.id === delivery.methodId);
  if (!method?.requiresPostcodeCheck || delivery.postcode.trim() === '') return true;
  const check = checkPostcode(method.id, delivery.postcode);
  return check.kind === 'checked' && check.result.available;
}

/**
 * What stops order `orderIndex` (1-based, as in `/api/checkout/validate/{orderIndex}`) going
 * to payment at `now`, in the order the storefront lists them. Empty when it may go, and always
 * for gift cards, which are emailed and take no card, recipient or delivery.
 * Throws a RangeError when the basket has no such order.
 */
export function validateOrder(state: CheckoutState, orderIndex: number, now: Date): OrderError[] {
  const { orders } = state.purchase;
  const order = orders[orderIndex - 1];
  if (!Number.isInteger(orderIndex) || !order) {
    throw new RangeError(`The basket has no order ${orderIndex}`);
  }
  if (order.isGiftCard) return [];
  const errors: OrderError[] = [];
  const items = order.orderItems;
  const areas = items.flatMap((item) =>
    personalisationAreas(item.orderItemPersonalisationConfiguration),
  );
  const unfilled = areas.filter(isUnfilled);

  if (!hasCard(order)) errors.push(ORDER_ERRORS.missingCard);
  if (cleanMessageText(messageHolder(order)?.message ?? '') === '') {
    errors.push(ORDER_ERRORS.emptyMessage);
  }
  if (unfilled.some((area) => area.type === 'image')) errors.push(ORDER_ERRORS.missingImages);
  if (unfilled.some((area) => area.type === 'text')) errors.push(ORDER_ERRORS.missingText);
  if (items.some((item) => item.messageIsOverflowing)) errors.push(ORDER_ERRORS.messageTooLong);
  if (!isValidRecipient(order.orderDelivery)) errors.push(ORDER_ERRORS.invalidRecipient);
  if (sharesAddress(orders, orderIndex - 1)) errors.push(ORDER_ERRORS.duplicateAddress);
  if (!isDateStillDeliverable(order, now)) errors.push(ORDER_ERRORS.deliveryDateUnavailable);
  if (!passesPostcodeCheck(order.orderDelivery)) {
    errors.push(ORDER_ERRORS.methodUnavailableForPostcode);
  }
  // Fresh objects, so a caller changing an answer cannot change the catalogue.
  return errors.map((error) => ({ ...error }));
}

/**
 * docs/rules-checkout.md "Order readiness": an address (any of lines 1 to 3), a postcode longer
 * than 4 characters, a card, and no message overflowing. Gift cards skip these checks.
 */
export function isOrderComplete(order: CheckoutOrder): boolean {
  if (order.isGiftCard) return true;
  return (
    hasAddress(order.orderDelivery) &&
    hasPostcode(order.orderDelivery) &&
    hasCard(order) &&
    !order.orderItems.some((item) => item.messageIsOverflowing)
  );
}

/**
 * docs/rules-checkout.md "Order readiness": at least one order, the customer's email and name
 * filled, every order complete. The server is also strict about what validation would refuse at
 * `now` (a passed delivery date, a shared address ...), so a basket is never ready for payment
 * while the basket panel would still show an error for one of its orders.
 */
export function isCheckoutReady(state: CheckoutState, now: Date): boolean {
  const { orders } = state.purchase;
  const { email, name } = state.customer;
  return (
    orders.length > 0 &&
    email.trim() !== '' &&
    name.trim() !== '' &&
    orders.every(
      (order, i) => isOrderComplete(order) && validateOrder(state, i + 1, now).length === 0,
    )
  );
}
