import { SUPPORT_MESSAGES } from '@shop/contracts';
import request from 'supertest';
import { signUp, TEST_CAPTCHA } from '../../accounts/accounts.test-kit';
import { testDialects } from '../../platform/database/scratch-database';
import { createTestApp } from '../../testing/test-app';
import { everyKindOfEvent, staffCookie } from '../support.test-kit';
import { seedPurchase } from '../purchase.test-kit';

/**
 * A customer signed in on the storefront (a session with their customer id, no staff account)
 * is refused the staff routes with 403, as docs/support-console.md's support API documents; nobody signed in
 * keeps 401 (hostile review: the customer got 401 too).
 */
describe.each(testDialects())('support routes for a signed-in customer on %s', (dialect) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp({ dialect, config: { captcha: TEST_CAPTCHA } });
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (path: string, cookie?: string) => {
    const call = request(t.server).get(path);
    return cookie ? call.set('Cookie', cookie) : call;
  };

  it('answers 403 in the envelope to a customer, 401 to nobody, 200 to staff', async () => {
    const basket = await seedPurchase(t, 'shopper-1', everyKindOfEvent());
    const customer = await signUp(t, { email: 'shopper@example.com' });
    const staff = await staffCookie(t);
    const routes = [
      '/api/support/baskets?query=shopper@example.com',
      `/api/support/baskets/${basket}/events`,
      `/api/support/baskets/${basket}/events.csv`,
      `/api/support/baskets/${basket}/state?version=1`,
      '/api/support/client-errors',
      // The console asks who is signed in: a shopper is told it is for staff only.
      '/api/support/me',
    ];
    for (const path of routes) {
      const forbidden = await get(path, customer).expect(403);
      expect(forbidden.body).toEqual({
        data: null,
        error: SUPPORT_MESSAGES.staffOnly,
        isSignedIn: true,
      });
      const anonymous = await get(path).expect(401);
      expect(anonymous.body.error).toBe(SUPPORT_MESSAGES.signInRequired);
      await get(path, staff).expect(200);
    }
  });
});
