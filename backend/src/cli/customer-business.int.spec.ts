import { DISCOUNT_MESSAGES } from '@shop/contracts';
import request from 'supertest';
import { Customers } from '../accounts';
import { TEST_CAPTCHA, get, post, signUp } from '../accounts/accounts.test-kit';
import { BOUQUET, FRIDAY } from '../orders/orders.test-kit';
import { testDialects } from '../platform/database/scratch-database';
import { createTestApp } from '../testing/test-app';
import { parseBusinessArgs, runCustomerBusiness } from './customer-business-command';

describe('parseBusinessArgs', () => {
  it('needs --email and one of --on / --off', () => {
    expect(parseBusinessArgs(['--email', 'a@b.co', '--on'])).toEqual({
      action: 'set',
      email: 'a@b.co',
      business: true,
    });
    expect(parseBusinessArgs(['--off', '--email', 'a@b.co'])).toMatchObject({ business: false });
    expect(parseBusinessArgs([])).toEqual({ action: 'help' });
    expect(parseBusinessArgs(['--email', 'a@b.co'])).toMatchObject({ action: 'invalid' });
    expect(parseBusinessArgs(['--email', 'a@b.co', '--on', '--off'])).toMatchObject({
      action: 'invalid',
    });
    expect(parseBusinessArgs(['--email', '--on'])).toMatchObject({ action: 'invalid' });
    expect(parseBusinessArgs(['--role', 'x'])).toMatchObject({ action: 'invalid' });
  });
});

describe.each(testDialects())('customer:business on %s', (dialect) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp({ dialect, config: { captcha: TEST_CAPTCHA } });
  });
  afterAll(() => t.close());

  const run = async (args: string[]) => {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runCustomerBusiness(
      args,
      { out: (line) => out.push(line), err: (line) => err.push(line) },
      async () => ({ customers: t.app.get(Customers), close: async () => undefined }),
    );
    return { code, out, err };
  };

  it('marks a business customer: their open session refuses discount codes at once', async () => {
    const cookie = await signUp(t, { email: 'buyer@company.example' });
    await post(t, '/api/product/add', { id: BOUQUET.id, ...FRIDAY }, cookie).expect(200);
    expect(await run(['--email', 'BUYER@company.example', '--on'])).toEqual({
      code: 0,
      out: ['BUYER@company.example is now a business customer.'],
      err: [],
    });
    expect((await get(t, '/api/account/details', cookie)).body.data.businessCustomer).toBe(true);
    // The checkout state says so, so the storefront shows no discount or points panel.
    expect((await get(t, '/api/checkout/get', cookie)).body.data.customer.businessCustomer).toBe(
      true,
    );
    const refused = await request(t.server)
      .post('/api/discount/apply')
      .set('Cookie', cookie)
      .set('Sec-Fetch-Site', 'same-origin')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify('WELCOME10'));
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe(DISCOUNT_MESSAGES.businessCustomer);

    expect((await run(['--email', 'buyer@company.example', '--off'])).code).toBe(0);
    expect((await get(t, '/api/account/details', cookie)).body.data.businessCustomer).toBe(false);
    expect((await get(t, '/api/checkout/get', cookie)).body.data.customer.businessCustomer).toBe(
      false,
    );
  });

  it('says when nobody has the email, and shows usage for bad arguments', async () => {
    expect(await run(['--email', 'nobody@example.com', '--on'])).toMatchObject({
      code: 1,
      err: ['No customer has the email nobody@example.com.'],
    });
    expect((await run(['--email', 'x@example.com'])).code).toBe(2);
    expect((await run(['--help'])).out[0]).toMatch(/^Usage: npm run customer:business/);
  });
});
