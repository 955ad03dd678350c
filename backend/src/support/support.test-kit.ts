import type { BasketEvent } from '@shop/contracts';
import request from 'supertest';
import { Accounts } from '../accounts';
import { solvedCaptcha } from '../accounts/accounts.test-kit';
import { decide, evolve, initialState, type BasketCommand } from '../basket';
import {
  add,
  added,
  chocolates,
  pot,
  product,
  recipient,
  removed,
  standard,
  tracked,
} from '../basket/basket.test-kit';
import { DomainError } from '../platform/domain-error';
import { EventStore } from '../platform/event-store/event-store';
import { SESSION_COOKIE } from '../platform/session/session.middleware';
import type { createTestApp } from '../testing/test-app';
import { giftCardOrderEvents, payingEvents } from './purchase.test-kit';

/* Shared by the support API suites. Free of jest so it type-checks with the build. */

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

export const STAFF = { email: 'Ada@Posy.test', name: 'Ada Support', password: 'violets-are-blue' };

export async function createStaff(t: TestApp, over: Partial<typeof STAFF> = {}) {
  return t.app.get(Accounts).create({ ...STAFF, ...over, role: 'support' });
}

/** `shop_session=<token>` from a response's Set-Cookie (the last one wins, as in a browser), or null. */
export function cookieOf(response: request.Response): string | null {
  const cookies = (response.headers['set-cookie'] as unknown as string[] | undefined) ?? [];
  const line = cookies.filter((c) => c.startsWith(`${SESSION_COOKIE}=`)).at(-1);
  return line ? line.split(';')[0] : null;
}

/** A guest's cookie (the session the middleware mints on a first request). */
export async function guestCookie(t: TestApp): Promise<string> {
  return cookieOf(await request(t.server).get('/api/user-session')) as string;
}

/** Staff sign-in as the console sends it, the captcha solved (the app needs TEST_CAPTCHA). */
export async function signIn(
  t: TestApp,
  email = STAFF.email,
  password = STAFF.password,
  from?: string,
) {
  const captcha = await solvedCaptcha(t);
  const call = request(t.server).post('/api/support/sign-in');
  if (from) call.set('Cookie', from);
  const response = await call.send({ email, password, captcha });
  return { response, cookie: cookieOf(response) };
}

/** A signed-in support agent's cookie. */
export async function staffCookie(t: TestApp): Promise<string> {
  await createStaff(t);
  const { cookie } = await signIn(t);
  return cookie as string;
}

/**
 * A basket's history with every basket event type at least once: shopping (two orders, one
 * removed), a gift card order, then paying for it (see `payingEvents`).
 */
export function everyKindOfEvent(): BasketEvent[] {
  const shopping = [...shoppingEvents(), ...giftCardOrderEvents()];
  return [...shopping, ...payingEvents(shopping)];
}

/** An affiliate, then a discount code applied, resolved again and removed (after `everyKindOfEvent`). */
export function discountEvents(): BasketEvent[] {
  return [
    { type: 'AffiliateTracked', data: { affiliateId: 'newbox15', affiliateWindowId: 'awc-123' } },
    {
      type: 'DiscountApplied',
      data: {
        code: 'WELCOME10',
        isCodeVisible: true,
        rule: {
          percentOff: 10,
          amountOff: null,
          scope: 'products',
          minimumSpend: 2000,
          requirementMessage: 'Spend £20 or more to use WELCOME10.',
        },
        effect: {
          qualifies: true,
          lines: [{ orderId: 'o1', item: 'product', productId: 201, pence: 450 }],
          total: 450,
        },
        affiliateId: null,
      },
    },
    {
      type: 'DiscountReassessed',
      data: { code: 'WELCOME10', effect: { qualifies: false, lines: [], total: 0 } },
    },
    { type: 'DiscountRemoved', data: { code: 'WELCOME10' } },
  ];
}

/** Filling a basket: two orders with every kind of edit, the second removed, then details. */
function shoppingEvents(): BasketEvent[] {
  const peony = product({ productId: 201, name: 'Peony Bouquet (Deluxe)', price: 4500 });
  const rose = product({ productId: 202, name: 'Peony Bouquet', price: 3000 });
  return [
    added('o1', { product: peony, delivery: { ...tracked, date: '2026-06-05' } }),
    added('o2', { product: rose, pot: { ...pot, name: 'Ceramic Pot' } }),
    {
      type: 'CardChosen',
      data: {
        orderId: 'o1',
        size: 'premium-a6',
        name: 'Premium A6 Card',
        price: 225,
        characterLimit: 400,
        lineLimit: 10,
      },
    },
    {
      type: 'MessageSet',
      data: {
        orderId: 'o1',
        message: 'Happy birthday, "Ada", love',
        personalisationConfiguration: null,
      },
    },
    {
      type: 'RecipientSet',
      data: { orderId: 'o1', ...recipient, recipientName: 'Ada Lovelace', postcode: 'SW1A 1AA' },
    },
    { type: 'AddonAdded', data: { orderId: 'o1', addon: { ...chocolates, name: 'Chocolates' } } },
    {
      type: 'DeliveryChanged',
      data: {
        orderId: 'o1',
        delivery: {
          ...tracked,
          methodId: 'before-1pm',
          methodName: 'Before 1pm',
          date: '2026-06-08',
          price: 599,
          originalPrice: 599,
        },
      },
    },
    { type: 'PotChanged', data: { orderId: 'o2', pot: null } },
    { type: 'AddonRemoved', data: { orderId: 'o1', productId: chocolates.productId } },
    removed('o2'),
    {
      type: 'CustomerDetailsGiven',
      data: {
        name: 'Grace Hopper',
        email: 'Grace@Example.com',
        phone: '07700 900123',
        mailShot: false,
      },
    },
  ];
}

/** Appends `events` to the basket of session `sessionId`, one append each (one version each). */
export async function seedBasket(t: TestApp, sessionId: string, events: BasketEvent[]) {
  const store = t.app.get(EventStore);
  const stream = `basket-${sessionId}`;
  let version = 0;
  for (const event of events) {
    const result = await store.append(stream, version || 'no_stream', [event], {
      actor: { kind: 'shopper', sessionId },
      sessionId,
    });
    version = result.nextExpectedVersion;
  }
  return stream;
}

/** Basket events as the store would hand them back: one shopper's stream, versions from 1. */
export const recorded = (events: BasketEvent[]) =>
  events.map((event, i) => ({
    ...event,
    position: i + 1,
    streamId: 'basket-s',
    streamVersion: i + 1,
    metadata: {
      eventId: `e${i}`,
      correlationId: 'c',
      causationId: null,
      sessionId: 's',
      actor: { kind: 'shopper' as const, sessionId: 's' },
      occurredAt: '2026-06-04T10:00:00.000Z',
    },
  }));

/**
 * The n-th of a shopper's commands over a long visit: every 40 commands three new orders, the
 * previous three removed, and in between every kind of edit, varied so most change something.
 */
function shopperCommand(n: number): BasketCommand {
  const round = Math.floor(n / 40);
  const step = n % 40;
  const orderId = `r${round}-o${step % 3}`;
  if (step < 3) {
    return add(orderId, { product: product({ productId: 201 + step, price: 3000 + step * 500 }) });
  }
  if (step < 6 && round > 0) {
    return { type: 'RemoveOrder', data: { orderId: `r${round - 1}-o${step % 3}` } };
  }
  const edits: BasketCommand[] = [
    {
      type: 'SetMessage',
      data: { orderId, message: `Happy birthday (${n})`, personalisationConfiguration: null },
    },
    { type: 'ChooseCard', data: { orderId, size: n % 2 ? 'premium-a6' : 'standard' } },
    { type: 'SetRecipient', data: { orderId, ...recipient, addressLine1: `${n} Rose Lane` } },
    { type: 'AddAddon', data: { orderId, addon: chocolates } },
    { type: 'RemoveAddon', data: { orderId, productId: chocolates.productId } },
    { type: 'ChangePot', data: { orderId, pot: n % 2 ? pot : null, potsOffered: true } },
    {
      type: 'ChangeDelivery',
      data: {
        orderId,
        delivery: { ...(n % 2 ? standard : tracked), date: `2026-06-${10 + (n % 15)}` },
        deliveryAvailable: true,
      },
    },
    {
      type: 'GiveCustomerDetails',
      data: {
        name: `Grace ${n}`,
        email: 'grace@example.com',
        phone: '07700 900123',
        mailShot: false,
      },
    },
  ];
  return edits[step % edits.length];
}

/**
 * `count` events of one basket, decided by the basket's own decider from a long shopper visit,
 * so the history is one the basket rules allow (a command they refuse records nothing).
 */
export function longBasketHistory(count: number): BasketEvent[] {
  const events: BasketEvent[] = [];
  let state = initialState;
  for (let n = 0; events.length < count; n++) {
    if (n > count * 10) throw new Error('The basket rules refuse almost every generated command');
    let decided: BasketEvent[];
    try {
      decided = decide(shopperCommand(n), state);
    } catch (error) {
      // Anything but a refusal is a bug in the decider: let the test fail loudly.
      if (!(error instanceof DomainError)) throw error;
      continue;
    }
    for (const event of decided.slice(0, count - events.length)) {
      state = evolve(state, event);
      events.push(event);
    }
  }
  return events;
}
