import type { CardSize } from '@shop/contracts';
import { SqlDatabase } from '../../../platform/database/sql-database';
import { EventStore } from '../../../platform/event-store/event-store';
import { compareTables, rebuildProjection } from '../../../platform/event-store/projection-rebuild';
import { createTestApp } from '../../../testing/test-app';
import { testDialects } from '../../../platform/database/scratch-database';
import { SEED_PRODUCTS } from '../../../catalogue';
import { BasketCommandRunner } from '../../commands/basket-command-runner';
import type { BasketCommand } from '../../domain/basket.commands';
import { checkoutStateProjection, CHECKOUT_STATE_TABLE } from './checkout-state.projection';
import { exec } from '../../../platform/database/sql-database';

/** A small deterministic PRNG, so a failing generated log can be reproduced. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 2 ** 32;
    return state / 2 ** 32;
  };
}

const flowers = SEED_PRODUCTS.filter((p) => p.distributor === 'Flowers' && p.available).slice(
  0,
  10,
);
const sizes: CardSize[] = ['standard', 'premium-a6', 'premium-a5'];
const snapshot = (p: (typeof flowers)[number]) => ({
  productId: p.id,
  variantId: null,
  sku: p.sku,
  name: p.name,
  slug: p.slug,
  image: `/images/products/${p.id}-285.svg`,
  distributor: p.distributor,
  attributes: p.tags,
  price: p.price - p.discount,
  originalPrice: p.price,
  posyPoints: p.posyPoints,
  isAgeRestricted: p.isAgeRestricted,
  isPersonalisable: p.isPersonalisable,
  isSubscription: false,
});

describe.each(testDialects())('checkout-state rebuild on %s', (dialect) => {
  it('replays several hundred generated baskets into a table equal to the live one', async () => {
    const t = await createTestApp({ dialect, now: new Date('2026-06-04T10:00:00Z') });
    try {
      const runner = t.app.get(BasketCommandRunner);
      const next = random(42);
      const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)];
      for (let b = 0; b < 300; b++) {
        const session = { id: `generated-${b}`, customerId: null, email: null };
        const context = { session, correlationId: `gen-${b}` };
        const orderIds: string[] = [];
        const steps = 2 + Math.floor(next() * 6);
        for (let s = 0; s < steps; s++) {
          const roll = next();
          const orderId = orderIds.length ? pick(orderIds) : null;
          let command: BasketCommand;
          if (!orderId || roll < 0.3) {
            const id = `o${b}-${s}`;
            orderIds.push(id);
            command = {
              type: 'AddProduct',
              data: {
                orderId: id,
                product: snapshot(pick(flowers)),
                pot: null,
                isGiftCard: false,
                productAvailable: true,
                deliveryAvailable: true,
                delivery: {
                  methodId: 'standard',
                  methodName: 'Standard Delivery',
                  date: '2026-06-05',
                  price: 0,
                  originalPrice: 0,
                },
              },
            };
          } else if (roll < 0.45)
            command = { type: 'ChooseCard', data: { orderId, size: pick(sizes) } };
          else if (roll < 0.6)
            command = {
              type: 'SetMessage',
              data: {
                orderId,
                message: 'Happy birthday! '.repeat(1 + Math.floor(next() * 30)),
                personalisationConfiguration: null,
              },
            };
          else if (roll < 0.7)
            command = {
              type: 'SetRecipient',
              data: {
                orderId,
                recipientName: 'Ada',
                addressLine1: `${b} Rose Lane`,
                addressLine2: '',
                addressLine3: '',
                town: 'Bath',
                postcode: 'BA1 1AA',
              },
            };
          else if (roll < 0.8)
            command = {
              type: 'ChangeDelivery',
              data: {
                orderId,
                deliveryAvailable: true,
                delivery: {
                  methodId: 'tracked',
                  methodName: 'Tracked Delivery',
                  date: '2026-06-06',
                  price: 399,
                  originalPrice: 399,
                },
              },
            };
          else if (roll < 0.9)
            command = {
              type: 'GiveCustomerDetails',
              data: {
                name: 'Ada Lovelace',
                email: `ada${b}@example.com`,
                phone: '',
                mailShot: next() < 0.5,
              },
            };
          else {
            command = { type: 'RemoveOrder', data: { orderId } };
            orderIds.splice(orderIds.indexOf(orderId), 1);
          }
          await runner.run(command, context);
        }
      }
      const sql = t.app.get(SqlDatabase);
      await sql.transaction(() =>
        exec(`CREATE TABLE live_copy AS SELECT * FROM ${CHECKOUT_STATE_TABLE}`),
      );
      const result = await rebuildProjection(sql, t.app.get(EventStore), checkoutStateProjection);
      expect(result.eventsRead).toBeGreaterThan(600);
      expect(result.documents).toBe(300);
      expect(result.differences).toEqual([]);
      expect(await compareTables(sql, CHECKOUT_STATE_TABLE, 'live_copy')).toEqual([]);
    } finally {
      await t.close();
    }
  }, 120000);
});
