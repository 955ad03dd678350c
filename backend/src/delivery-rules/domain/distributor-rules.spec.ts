import { cheapestDeliveryPrice, distributorRule } from './distributor-rules';

describe('distributor rules', () => {
  it.each`
    distributor     | pence
    ${'Flowers'}    | ${0}
    ${'Plants'}     | ${399}
    ${'Hampers'}    | ${399}
    ${'Cards'}      | ${0}
    ${'Letterbox'}  | ${0}
    ${'Gift Cards'} | ${0}
  `('$distributor delivers from $pence pence', ({ distributor, pence }) => {
    expect(cheapestDeliveryPrice(distributor)).toBe(pence);
  });

  it('refuses a distributor it does not know', () => {
    expect(() => distributorRule('Nobody' as never)).toThrow('Unknown distributor: Nobody');
  });
});
