import type { BasketEvent } from '@shop/contracts';
import request from 'supertest';
import { Accounts } from '../accounts';
import {
  added,
  chocolates,
  pot,
  product,
  recipient,
  removed,
  tracked,
} from '../basket/basket.test-kit';
import { EventStore } from '../platform/event-store/event-store';
import { SESSION_COOKIE } from '../platform/session/session.middleware';
import type { createTestApp } from '../testing/test-app';

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

export async function signIn(
  t: TestApp,
  email = STAFF.email,
  password = STAFF.password,
  from?: string,
) {
  const call = request(t.server).post('/api/support/sign-in');
  if (from) call.set('Cookie', from);
  const response = await call.send({ email, password });
  return { response, cookie: cookieOf(response) };
}

/** A signed-in support agent's cookie. */
export async function staffCookie(t: TestApp): Promise<string> {
  await createStaff(t);
  const { cookie } = await signIn(t);
  return cookie as string;
}

/** A basket's history with every basket event type at least once. */
export function everyKindOfEvent(): BasketEvent[] {
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
