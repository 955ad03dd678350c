import type { BasketEvent, PaymentStarted } from '@shop/contracts';
import type { BasketCommand } from './basket.commands';
import { added, given, giftCardAdded, refuses, then } from '../basket.test-kit';

const started = (over: Partial<PaymentStarted['data']> = {}): PaymentStarted => ({
  type: 'PaymentStarted',
  data: {
    paymentId: 'pay-1',
    idempotencyKey: 'key-1',
    purchaseId: 'purchase-1',
    provider: 'test',
    paymentMethod: 'pm_card_visa',
    total: 3500,
    giftCard: null,
    amount: 3500,
    startedAt: '2026-06-04T10:00:00.000Z',
    ...over,
  },
});
/** StartPayment worked out from the basket at `basketVersion` (one order added: version 1). */
const startPayment = (
  over: Partial<PaymentStarted['data']> = {},
  basketVersion = 1,
): BasketCommand => ({
  type: 'StartPayment',
  data: { ...started(over).data, basketVersion },
});
const placedData = {
  purchaseId: 'purchase-1',
  paymentId: 'pay-1',
  provider: 'test',
  providerPaymentId: 'pi_1',
  orders: [{ orderId: 'o1', orderNumber: 'P1234567', trackingNumber: 'TNABCDEFGHJK' }],
  total: 3500,
  giftCardTotal: 0,
  totalToPay: 3500,
};
const placed: BasketEvent = { type: 'BasketPlaced', data: placedData };
const declined: BasketEvent = {
  type: 'PaymentDeclined',
  data: { paymentId: 'pay-1', reason: 'card_declined', message: 'Your card was declined.' },
};
const chooseCard: BasketCommand = {
  type: 'ChooseCard',
  data: { orderId: 'o1', size: 'premium-a6' },
};

describe('paying for the basket', () => {
  it('starts a payment for a basket with orders', () => {
    expect(given(added('o1')).when(startPayment())).toEqual(then(started()));
  });

  it('refuses to start paying for a basket that changed after the amount was worked out', () => {
    const changed = refuses(
      'Your basket changed while you were paying - nothing has been charged. Please check it and pay again.',
      409,
    );
    expect(given(added('o1'), added('o2')).when(startPayment({}, 1))).toEqual(changed);
    expect(given(added('o1')).when(startPayment({}, 0))).toEqual(changed);
    expect(given(added('o1'), added('o2')).when(startPayment({}, 2))).toEqual(then(started()));
  });

  it('records the payment without the version it was decided at', () => {
    const outcome = given(added('o1')).when(startPayment());
    expect(outcome).toEqual(then(started()));
    expect(JSON.stringify(outcome)).not.toContain('basketVersion');
  });

  it('refuses to start paying for an empty basket', () => {
    expect(given().when(startPayment())).toEqual(refuses('Your basket is empty.'));
  });

  it('carries on with the attempt in progress when the same Idempotency-Key asks again', () => {
    expect(given(added('o1'), started()).when(startPayment({ paymentId: 'pay-2' }))).toEqual(
      then(),
    );
  });

  it('refuses a second attempt and every change while a payment is being taken', () => {
    const history = [added('o1'), started()];
    const wait = refuses('We are taking your payment - please wait a moment.', 409);
    expect(given(...history).when(startPayment({ idempotencyKey: 'key-2' }))).toEqual(wait);
    expect(given(...history).when(chooseCard)).toEqual(wait);
    expect(given(...history).when({ type: 'RemoveOrder', data: { orderId: 'o1' } })).toEqual(wait);
  });

  it('opens the basket again after a decline', () => {
    expect(given(added('o1'), started(), declined).when(chooseCard)).toEqual(
      then({
        type: 'CardChosen',
        data: {
          orderId: 'o1',
          size: 'premium-a6',
          name: 'Premium A6 Card',
          price: 225,
          characterLimit: 400,
          lineLimit: 10,
        },
      }),
    );
  });

  it('places the attempt in progress, and only that one', () => {
    const history = [added('o1'), started()];
    expect(given(...history).when({ type: 'PlaceBasket', data: placedData })).toEqual(then(placed));
    expect(
      given(...history).when({ type: 'PlaceBasket', data: { ...placedData, paymentId: 'pay-9' } }),
    ).toEqual(refuses('That payment has already finished.', 409));
    expect(given(added('o1')).when({ type: 'PlaceBasket', data: placedData })).toEqual(
      refuses('That payment has already finished.', 409),
    );
  });

  it('closes a placed basket to every command but the questionnaire', () => {
    const history = [added('o1'), started(), placed];
    const closed = refuses('This basket has already been paid for.', 409);
    expect(given(...history).when(chooseCard)).toEqual(closed);
    expect(given(...history).when(startPayment({ idempotencyKey: 'key-2' }))).toEqual(closed);
    expect(given(...history).when({ type: 'DeclinePayment', data: declined.data })).toEqual(closed);
    const answers = { 'Who is it for?': 'Family' };
    expect(
      given(...history).when({
        type: 'AnswerQuestionnaire',
        data: { purchaseId: 'purchase-1', answers },
      }),
    ).toEqual(then({ type: 'QuestionnaireAnswered', data: { purchaseId: 'purchase-1', answers } }));
    expect(
      given(added('o1')).when({ type: 'AnswerQuestionnaire', data: { purchaseId: 'x', answers } }),
    ).toEqual(refuses('The questionnaire opens once your order is placed.', 409));
  });

  it('records begin_checkout once, and not for an empty basket', () => {
    const begin: BasketCommand = { type: 'BeginCheckout', data: { total: 3500 } };
    expect(given().when(begin)).toEqual(then());
    expect(given(added('o1')).when(begin)).toEqual(
      then({ type: 'CheckoutBegun', data: { total: 3500 } }),
    );
    expect(
      given(added('o1'), { type: 'CheckoutBegun', data: { total: 3500 } }).when(begin),
    ).toEqual(then());
  });
});

describe('gift cards on the basket', () => {
  const recipient = {
    recipientName: ' Ada Lovelace ',
    recipientEmail: 'ada@example.com',
    message: ' Enjoy! ',
    sendDate: null,
  };
  const set = (over = {}): BasketCommand => ({
    type: 'SetGiftCardRecipient',
    data: { orderId: 'g1', today: '2026-06-04', ...recipient, ...over },
  });

  it('records who a gift card goes to, sent today unless a later day is chosen', () => {
    expect(given(giftCardAdded('g1')).when(set())).toEqual(
      then({
        type: 'GiftCardRecipientSet',
        data: {
          orderId: 'g1',
          recipientName: 'Ada Lovelace',
          recipientEmail: 'ada@example.com',
          message: 'Enjoy!',
          sendDate: '2026-06-04',
        },
      }),
    );
  });

  it('refuses a missing name, a bad email, a long message, a past or far send date', () => {
    const history = giftCardAdded('g1');
    expect(given(history).when(set({ recipientName: ' ' }))).toEqual(
      refuses("Please enter the gift card recipient's name."),
    );
    expect(given(history).when(set({ recipientEmail: 'ada' }))).toEqual(
      refuses("Please enter the gift card recipient's email address."),
    );
    expect(given(history).when(set({ message: 'x'.repeat(501) }))).toEqual(
      refuses('Your gift card message is a bit too long - please shorten it.'),
    );
    for (const sendDate of ['2026-06-03', '2027-06-05', '2026-02-30', 'soon']) {
      expect(given(history).when(set({ sendDate }))).toEqual(
        refuses('Please choose a send date from today up to a year ahead.'),
      );
    }
  });

  it('refuses a gift card recipient on a flower order', () => {
    expect(given(added('g1')).when(set())).toEqual(
      refuses('Only gift card orders are sent by email.'),
    );
  });

  it('applies a card with its balance, and removes it', () => {
    const apply: BasketCommand = {
      type: 'ApplyGiftCard',
      data: { code: 'ABCDEFGHJKLMNPQR', balance: 1000, expiresOn: '2028-06-04' },
    };
    const applied: BasketEvent = { type: 'GiftCardApplied', data: apply.data as never };
    expect(given(added('o1')).when(apply)).toEqual(then(applied));
    expect(given(added('o1'), applied).when({ type: 'RemoveGiftCard', data: {} })).toEqual(
      then({ type: 'GiftCardRemoved', data: { code: 'ABCDEFGHJKLMNPQR' } }),
    );
    expect(given(added('o1')).when({ type: 'RemoveGiftCard', data: {} })).toEqual(
      refuses('There is no gift card on this purchase.'),
    );
  });
});
