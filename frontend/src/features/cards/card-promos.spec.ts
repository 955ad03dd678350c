import { describe, expect, it } from 'vitest';
import { cardGridItems, OCCASION_PROMOS, type CardGridItem } from './card-promos';

const cards = (count: number) => Array.from({ length: count }, (_, i) => i + 1);

/** The grid as a compact string: card numbers, `B` for blooms, occasion titles in brackets. */
const layout = (items: CardGridItem<number>[]) =>
  items.map((item) =>
    item.kind === 'card' ? item.card : item.kind === 'blooms' ? 'B' : `[${item.promo.title}]`,
  );

const promosOf = (items: CardGridItem<number>[]) =>
  items.flatMap((item) => (item.kind === 'occasion' ? [item.promo.title] : []));

describe('cardGridItems', () => {
  it('lists the eight occasions with their category pages', () => {
    expect(OCCASION_PROMOS.map((p) => [p.title, p.slug])).toEqual([
      ['Personalise', 'personalised-cards'],
      ['Birthday', 'birthday-cards'],
      ['Thinking of you', 'thinking-of-you-cards'],
      ['Thank You', 'thank-you-cards'],
      ['Anniversary', 'anniversary-cards'],
      ['Get Well Soon', 'get-well-cards'],
      ['New Baby', 'new-baby-cards'],
      ['Sympathy', 'sympathy-cards'],
    ]);
  });

  it('shows no promo below 15 cards', () => {
    expect(layout(cardGridItems(cards(14), true))).toEqual(cards(14));
  });

  it('adds the blooms promo after the 15th card once 15 are shown', () => {
    const items = layout(cardGridItems(cards(15), true));
    expect(items).toEqual([...cards(15), 'B']);
    expect(layout(cardGridItems(cards(20), true)).indexOf('B')).toBe(15);
  });

  it('adds an occasion box after every 21st card', () => {
    expect(layout(cardGridItems(cards(21), true)).slice(-2)).toEqual([21, '[Personalise]']);
    const items = layout(cardGridItems(cards(56), true));
    expect(items.indexOf('[Personalise]')).toBe(items.indexOf(21) + 1);
    expect(items.indexOf('[Birthday]')).toBe(items.indexOf(42) + 1);
    expect(promosOf(cardGridItems(cards(62), true))).toEqual(['Personalise', 'Birthday']);
    expect(promosOf(cardGridItems(cards(63), true))).toEqual([
      'Personalise',
      'Birthday',
      'Thinking of you',
    ]);
  });

  it('cycles back to the first occasion after the eighth', () => {
    const titles = promosOf(cardGridItems(cards(21 * 10), true));
    expect(titles).toHaveLength(10);
    expect(titles.slice(0, 8)).toEqual(OCCASION_PROMOS.map((p) => p.title));
    expect(titles.slice(8)).toEqual(['Personalise', 'Birthday']);
  });

  it('shows only the cards when promos are off', () => {
    expect(layout(cardGridItems(cards(50), false))).toEqual(cards(50));
  });
});
