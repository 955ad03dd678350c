import { cheapestFirst, DELIVERY_METHODS, deliveryMethod } from './delivery-methods';
import { DISTRIBUTOR_RULES } from './distributor-rules';

describe('seeded delivery methods (DOMAIN.md)', () => {
  it.each`
    id              | name                   | price  | weekdays              | postcode
    ${'standard'}   | ${'Standard Delivery'} | ${0}   | ${[2, 3, 4, 5, 6]}    | ${false}
    ${'tracked'}    | ${'Tracked Delivery'}  | ${399} | ${[1, 2, 3, 4, 5, 6]} | ${false}
    ${'before-1pm'} | ${'Before 1pm'}        | ${799} | ${[1, 2, 3, 4, 5]}    | ${true}
    ${'sunday'}     | ${'Sunday Delivery'}   | ${999} | ${[7]}                | ${true}
    ${'letterbox'}  | ${'First Class Post'}  | ${0}   | ${[1, 2, 3, 4, 5, 6]} | ${false}
  `('$id is $name at $price pence on days $weekdays', ({ id, name, price, weekdays, postcode }) => {
    expect(deliveryMethod(id)).toMatchObject({
      name,
      price,
      weekdays,
      requiresPostcodeCheck: postcode,
    });
  });

  it('has exactly the five methods, and only before 1pm has a suffix and an override', () => {
    expect(DELIVERY_METHODS.map((m) => m.id)).toEqual([
      'standard',
      'tracked',
      'before-1pm',
      'sunday',
      'letterbox',
    ]);
    expect(DELIVERY_METHODS.filter((m) => m.dateSuffix || m.overrideMethod)).toEqual([
      expect.objectContaining({
        id: 'before-1pm',
        dateSuffix: ' before 1pm',
        overrideMethod: 'tracked',
      }),
    ]);
  });

  it('sorts cheapest first, then by the shop order when prices tie', () => {
    const shuffled = ['sunday', 'letterbox', 'before-1pm', 'tracked', 'standard'] as const;

    expect(cheapestFirst(shuffled.map(deliveryMethod)).map((m) => m.id)).toEqual([
      'standard',
      'letterbox',
      'tracked',
      'before-1pm',
      'sunday',
    ]);
  });

  it('gives every distributor known methods and a valid HH:mm cut-off', () => {
    for (const [distributor, rule] of Object.entries(DISTRIBUTOR_RULES)) {
      expect([distributor, rule.cutOff]).toEqual([
        distributor,
        expect.stringMatching(/^([01]\d|2[0-3]):[0-5]\d$/),
      ]);
      rule.methods.forEach((id) => expect(deliveryMethod(id).id).toBe(id));
    }
  });

  it.each`
    distributor     | methods
    ${'Flowers'}    | ${['standard', 'tracked', 'before-1pm', 'sunday']}
    ${'Plants'}     | ${['tracked', 'before-1pm']}
    ${'Hampers'}    | ${['tracked', 'before-1pm']}
    ${'Cards'}      | ${['letterbox']}
    ${'Letterbox'}  | ${['letterbox', 'tracked']}
    ${'Gift Cards'} | ${[]}
  `('$distributor offers $methods', ({ distributor, methods }) => {
    expect(DISTRIBUTOR_RULES[distributor as keyof typeof DISTRIBUTOR_RULES].methods).toEqual(
      methods,
    );
  });
});
