import { BASKET_EVENT_TYPES, type BasketEvent, type CheckoutState } from '@shop/contracts';
import { foldCheckoutState } from '../../basket';
import { chocolates, giftCard, pot } from '../../basket/basket.test-kit';
import { everyKindOfEvent, recorded } from '../support.test-kit';
import { summariseBasketEvent } from './event-summaries';

/** Each event's summary, worded against the state folded up to just before it. */
function summaries(events: BasketEvent[]): string[] {
  const all = recorded(events);
  return all.map((event, i) => {
    const before: CheckoutState = foldCheckoutState(all.slice(0, i));
    return summariseBasketEvent(event, before);
  });
}

describe('summariseBasketEvent', () => {
  it('words every basket event type plainly', () => {
    const events = everyKindOfEvent();
    expect(new Set(events.map((e) => e.type))).toEqual(new Set(BASKET_EVENT_TYPES));
    expect(summaries(events)).toEqual([
      'Added Peony Bouquet (Deluxe) for delivery on 5th June by Tracked Delivery',
      'Added Peony Bouquet in Ceramic Pot for delivery on 5th June by Standard Delivery',
      'Chose Premium A6 Card for order 1',
      'Wrote the card message for order 1',
      'Set the recipient of order 1 to Ada Lovelace, SW1A 1AA',
      'Added Chocolates to order 1',
      'Changed delivery of order 1 to 8th June by Before 1pm',
      'Removed the pot from order 2',
      'Removed Chocolates from order 1',
      'Removed order 2 (Peony Bouquet)',
      'Gave customer details: Grace Hopper, Grace@Example.com',
    ]);
  });

  it('words a gift card, a cleared message, a chosen pot and an order already gone', () => {
    const events: BasketEvent[] = [
      {
        type: 'ProductAdded',
        data: {
          orderId: 'g',
          product: { ...giftCard(3000), name: 'Posy Gift Card' },
          pot: null,
          delivery: null,
          isGiftCard: true,
        },
      },
      {
        type: 'MessageSet',
        data: { orderId: 'g', message: '', personalisationConfiguration: null },
      },
      {
        type: 'PotChanged',
        data: {
          orderId: 'g',
          pot: { ...pot, name: 'Zinc Pot' },
        },
      },
      { type: 'OrderRemoved', data: { orderId: 'g' } },
      { type: 'AddonAdded', data: { orderId: 'g', addon: { ...chocolates, name: 'Chocolates' } } },
    ];
    expect(summaries(events)).toEqual([
      'Added Posy Gift Card of £30.00',
      'Cleared the card message for order 1',
      'Chose Zinc Pot as the pot for order 1',
      'Removed order 1 (Posy Gift Card)',
      'Added Chocolates to an order no longer in the basket',
    ]);
  });
});
