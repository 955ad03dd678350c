import type { DiscountRule } from '@shop/contracts';
import { resolveDiscount, sameEffect, type DiscountableItem } from './discount-effect';

const tenPercent: DiscountRule = {
  percentOff: 10,
  amountOff: null,
  scope: 'products',
  minimumSpend: 2000,
  requirementMessage: 'Spend £20 or more to use WELCOME10.',
};
const fivePounds: DiscountRule = {
  percentOff: null,
  amountOff: 500,
  scope: 'products',
  minimumSpend: 3000,
  requirementMessage: 'Spend £30 or more to use SPRING5.',
};
const hampers: DiscountRule = {
  percentOff: 20,
  amountOff: null,
  scope: 'hampers',
  minimumSpend: 0,
  requirementMessage: 'HAMPER20 applies to hampers only.',
};

const item = (over: Partial<DiscountableItem> = {}): DiscountableItem => ({
  orderId: 'o1',
  item: 'product',
  productId: 101,
  price: 3500,
  isHamper: false,
  ...over,
});

describe('resolveDiscount', () => {
  it('takes a percentage off every product, pot and extra, rounded to the penny', () => {
    const items = [
      item({ price: 3499 }),
      item({ item: 'pot', productId: 8002, price: 500 }),
      item({ item: 'addon', productId: 9001, price: 605 }),
    ];
    expect(resolveDiscount(tenPercent, items)).toEqual({
      qualifies: true,
      lines: [
        { orderId: 'o1', item: 'product', productId: 101, pence: 350 },
        { orderId: 'o1', item: 'pot', productId: 8002, pence: 50 },
        { orderId: 'o1', item: 'addon', productId: 9001, pence: 61 },
      ],
      total: 461,
    });
  });

  it.each`
    spend   | qualifies
    ${1999} | ${false}
    ${2000} | ${true}
  `(
    'needs the products to come to the minimum spend: $spend pence → $qualifies',
    ({ spend, qualifies }) => {
      const effect = resolveDiscount(tenPercent, [item({ price: spend })]);
      expect(effect.qualifies).toBe(qualifies);
      expect(effect.total).toBe(qualifies ? Math.round(spend / 10) : 0);
    },
  );

  it('takes nothing off an empty basket; a code with no minimum is ready for the first product', () => {
    expect(resolveDiscount(tenPercent, [])).toEqual({ qualifies: false, lines: [], total: 0 });
    const anyProducts = { ...tenPercent, minimumSpend: 0 };
    expect(resolveDiscount(anyProducts, [])).toEqual({ qualifies: true, lines: [], total: 0 });
    expect(resolveDiscount(hampers, [])).toEqual({ qualifies: false, lines: [], total: 0 });
  });

  it('shares an amount across the items in proportion, the odd pence to the largest remainders', () => {
    const effect = resolveDiscount(fivePounds, [
      item({ orderId: 'o1', price: 2000 }),
      item({ orderId: 'o2', price: 1000 }),
      item({ orderId: 'o3', price: 1000 }),
    ]);
    expect(effect.lines.map((line) => line.pence)).toEqual([250, 125, 125]);
    expect(effect.total).toBe(500);

    const odd = resolveDiscount(fivePounds, [
      item({ orderId: 'o1', price: 1000 }),
      item({ orderId: 'o2', price: 1000 }),
      item({ orderId: 'o3', price: 1000 }),
    ]);
    expect(odd.lines.map((line) => line.pence)).toEqual([167, 167, 166]);
    expect(odd.total).toBe(500);
  });

  it('never takes more than the items cost', () => {
    const rule = { ...fivePounds, minimumSpend: 0 };
    const effect = resolveDiscount(rule, [item({ price: 300 })]);
    expect(effect.total).toBe(300);
  });

  it('takes a hamper code off hampers only, and needs one in the basket', () => {
    const flowers = item({ orderId: 'o1', price: 3500 });
    const hamper = item({ orderId: 'o2', productId: 401, price: 4500, isHamper: true });
    const extra = item({ orderId: 'o2', item: 'addon', productId: 9001, price: 600 });
    expect(resolveDiscount(hampers, [flowers, hamper, extra])).toEqual({
      qualifies: true,
      lines: [{ orderId: 'o2', item: 'product', productId: 401, pence: 900 }],
      total: 900,
    });
    expect(resolveDiscount(hampers, [flowers, extra])).toEqual({
      qualifies: false,
      lines: [],
      total: 0,
    });
  });
});

describe('sameEffect', () => {
  it('tells effects apart by any item or amount', () => {
    const a = resolveDiscount(tenPercent, [item()]);
    expect(sameEffect(a, resolveDiscount(tenPercent, [item()]))).toBe(true);
    expect(sameEffect(a, resolveDiscount(tenPercent, [item({ price: 3600 })]))).toBe(false);
    expect(sameEffect(a, resolveDiscount(tenPercent, [item({ productId: 102 })]))).toBe(false);
    expect(sameEffect(a, resolveDiscount(tenPercent, []))).toBe(false);
  });
});
