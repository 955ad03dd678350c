import type { BasketEvent, CardSize } from '@shop/contracts';
import type { BasketCommand } from './basket.commands';
import { BASKET_MESSAGES as M } from './basket.messages';
import {
  added,
  chocolates,
  given,
  pot,
  product,
  refuses,
  standard,
  then,
  tracked,
} from '../basket.test-kit';

const setMessage = (message: string, personalisationConfiguration: string | null = null) =>
  ({ type: 'SetMessage', data: { orderId: 'o1', message, personalisationConfiguration } }) as const;
const chooseCard = (size: CardSize): BasketCommand => ({
  type: 'ChooseCard',
  data: { orderId: 'o1', size },
});
const addAddon = (addon = chocolates): BasketCommand => ({
  type: 'AddAddon',
  data: { orderId: 'o1', addon },
});
const addonAdded: BasketEvent = { type: 'AddonAdded', data: { orderId: 'o1', addon: chocolates } };
const removeAddon: BasketCommand = {
  type: 'RemoveAddon',
  data: { orderId: 'o1', productId: chocolates.productId },
};
const changePot = (next: typeof pot | null, potsOffered = true): BasketCommand => ({
  type: 'ChangePot',
  data: { orderId: 'o1', pot: next, potsOffered },
});
const changeDelivery = (delivery = tracked, deliveryAvailable = true): BasketCommand => ({
  type: 'ChangeDelivery',
  data: { orderId: 'o1', delivery, deliveryAvailable },
});

describe('SetMessage', () => {
  it('keeps the text exactly as given, with the personalisation', () => {
    const areas = JSON.stringify({ areas: [{ type: 'text', value: 'Ada', placeholder: 'Name' }] });
    expect(given(added('o1')).when(setMessage('  Happy birthday!\n\nLove, Bo  ', areas))).toEqual(
      then({ type: 'MessageSet', data: setMessage('  Happy birthday!\n\nLove, Bo  ', areas).data }),
    );
  });

  it('takes 2000 characters, counting an emoji as one, and more than the card holds', () => {
    for (const message of ['x'.repeat(2000), '🌷'.repeat(2000)]) {
      expect(given(added('o1')).when(setMessage(message))).toEqual(
        then({ type: 'MessageSet', data: setMessage(message).data }),
      );
    }
  });

  it('refuses a message over 2000 characters', () => {
    expect(given(added('o1')).when(setMessage('x'.repeat(2001)))).toEqual(
      refuses('Oops! Your message is a bit too long - please shorten it.'),
    );
  });
});

describe('ChooseCard', () => {
  const chosen = (size: CardSize, name: string, price: number, chars: number, lines: number) =>
    ({
      type: 'CardChosen',
      data: { orderId: 'o1', size, name, price, characterLimit: chars, lineLimit: lines },
    }) as const;

  it.each`
    size            | name                 | price  | characters | lines
    ${'standard'}   | ${'Standard Card'}   | ${0}   | ${300}     | ${8}
    ${'premium-a6'} | ${'Premium A6 Card'} | ${225} | ${400}     | ${10}
    ${'premium-a5'} | ${'Premium A5 Card'} | ${350} | ${600}     | ${14}
  `('records the $name with its price and limits', ({ size, name, price, characters, lines }) => {
    expect(given(added('o1')).when(chooseCard(size))).toEqual(
      then(chosen(size, name, price, characters, lines)),
    );
  });

  it("resolves letterbox flowers' own limits on any card", () => {
    const letterbox = added('o1', { product: product({ distributor: 'Letterbox' }) });
    expect(given(letterbox).when(chooseCard('premium-a5'))).toEqual(
      then(chosen('premium-a5', 'Premium A5 Card', 350, 200, 6)),
    );
  });

  it('does nothing when the card is already the one chosen, and changes it otherwise', () => {
    const a6 = chosen('premium-a6', 'Premium A6 Card', 225, 400, 10);
    expect(given(added('o1'), a6).when(chooseCard('premium-a6'))).toEqual(then());
    expect(given(added('o1'), a6).when(chooseCard('standard'))).toEqual(
      then(chosen('standard', 'Standard Card', 0, 300, 8)),
    );
  });
});

describe('AddAddon and RemoveAddon', () => {
  it('adds an extra once; adding it again changes nothing', () => {
    expect(given(added('o1')).when(addAddon())).toEqual(then(addonAdded));
    expect(given(added('o1'), addonAdded).when(addAddon())).toEqual(then());
  });

  it('refuses a pot as an extra: pots have their own chooser', () => {
    expect(given(added('o1')).when(addAddon(pot))).toEqual(
      refuses('Please choose a pot with the pot chooser.'),
    );
  });

  it('removes an extra that is on the order, after which it can be added again', () => {
    const addonRemoved: BasketEvent = { type: 'AddonRemoved', data: removeAddon.data };
    expect(given(added('o1'), addonAdded).when(removeAddon)).toEqual(then(addonRemoved));
    expect(given(added('o1'), addonAdded, addonRemoved).when(addAddon())).toEqual(then(addonAdded));
  });

  it('answers 404 for an extra that is not on the order', () => {
    expect(given(added('o1')).when(removeAddon)).toEqual(
      refuses("Sorry, we couldn't find that extra on your order.", 404),
    );
  });
});

describe('ChangePot', () => {
  const potChanged = (next: typeof pot | null): BasketEvent => ({
    type: 'PotChanged',
    data: { orderId: 'o1', pot: next },
  });
  const otherPot = product({ productId: 8003, attributes: ['Pots'], price: 1000 });

  it('swaps the pot, or takes it off', () => {
    expect(given(added('o1', { pot })).when(changePot(otherPot))).toEqual(
      then(potChanged(otherPot)),
    );
    expect(given(added('o1', { pot })).when(changePot(null))).toEqual(then(potChanged(null)));
    expect(given(added('o1')).when(changePot(pot))).toEqual(then(potChanged(pot)));
  });

  it('does nothing when the pot is the one already chosen (or there is still none)', () => {
    expect(given(added('o1', { pot })).when(changePot(pot))).toEqual(then());
    expect(given(added('o1'), potChanged(pot), potChanged(null)).when(changePot(null))).toEqual(
      then(),
    );
  });

  it('tells another variant of the same pot apart', () => {
    const large = { ...pot, variantId: 2 };
    expect(given(added('o1', { pot })).when(changePot(large))).toEqual(then(potChanged(large)));
  });

  it('refuses when the product offers no pots', () => {
    expect(given(added('o1')).when(changePot(pot, false))).toEqual(refuses(M.potsNotOffered));
    expect(M.potsNotOffered).toBe('Sorry, pots are not available for this product.');
  });
});

describe('ChangeDelivery', () => {
  const deliveryChanged = (delivery = tracked): BasketEvent => ({
    type: 'DeliveryChanged',
    data: { orderId: 'o1', delivery },
  });

  it('moves the order to another method or another date', () => {
    const saturday = { ...standard, date: '2026-06-06' };
    expect(given(added('o1')).when(changeDelivery(tracked))).toEqual(then(deliveryChanged()));
    expect(given(added('o1')).when(changeDelivery(saturday))).toEqual(
      then(deliveryChanged(saturday)),
    );
  });

  it('does nothing for the same method and date', () => {
    expect(given(added('o1')).when(changeDelivery(standard))).toEqual(then());
    expect(given(added('o1'), deliveryChanged()).when(changeDelivery(tracked))).toEqual(then());
  });

  it('refuses a date that is no longer available, with words that open the delivery editor', () => {
    expect(given(added('o1')).when(changeDelivery(tracked, false))).toEqual(
      refuses('Sorry, this delivery date is no longer available - please amend your delivery date'),
    );
  });
});
