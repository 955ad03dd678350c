import { describe, expect, it } from 'vitest';
import { item, order } from './basket.fixtures';
import { addonItems, cardItem, cardLabel, mainItem, messagePreview, potItem } from './order-items';

describe('order item rules', () => {
  it('finds the main product, card, addons and pot', () => {
    const o = order('a');
    expect(mainItem(o)?.product.name).toBe('The Harriet');
    expect(cardItem(o)?.product.name).toBe('Premium Card');
    expect(addonItems(o).map((i) => i.product.name)).toEqual(['Chocolates']);
    expect(potItem(o)?.product.name).toBe('Ceramic Pot');
  });

  it('labels cards by their A5 / A6 attributes', () => {
    expect(cardLabel(item({ name: 'c', card: true, attributes: ['A5'] }))).toBe('Premium A5 Card');
    expect(cardLabel(item({ name: 'c', card: true, attributes: ['A6'] }))).toBe('Premium A6 Card');
    expect(cardLabel(item({ name: 'c', card: true }))).toBe('Standard Card');
  });

  it('cuts the message preview to 28 characters and an ellipsis', () => {
    expect(messagePreview('Short and sweet')).toBe('Short and sweet');
    expect(messagePreview('x'.repeat(28))).toBe('x'.repeat(28));
    expect(messagePreview('Happy birthday to my favourite sister')).toBe(
      'Happy birthday to my favouri…',
    );
  });
});
