import request from 'supertest';
import { TEST_CAPTCHA, get, post, signUp, solvedCaptcha } from '../../accounts/accounts.test-kit';
import { BOUQUET, FRIDAY, GIFT_CARD_PRODUCT, RECIPIENT } from '../../orders/orders.test-kit';
import { createTestApp } from '../../testing/test-app';
import { newShopperCookie } from '../../testing/test-shopper';
import { testDialects } from '../database/scratch-database';
import { SqlDatabase } from '../database/sql-database';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

// Thursday 4 June 2026, 11:00 BST: flowers can go tomorrow.
const NOW = new Date('2026-06-04T10:00:00Z');

/** What a header injection would add after a name: another recipient. */
const INJECTED = 'Grace\r\nBcc: everyone@example.com';

const oneLine = (field: string) =>
  `Please enter ${field} on one line, without tabs or special characters.`;
const plain = (field: string) => `Please enter ${field} without tabs or special characters.`;

describe.each(testDialects())(
  'free text on %s: one line, or lines without control characters',
  (dialect) => {
    let t: TestApp;
    let emails = 0;
    beforeAll(async () => {
      t = await createTestApp({ dialect, now: NOW, config: { captcha: TEST_CAPTCHA } });
    });
    afterAll(async () => {
      await t.close();
    });

    const checkout = async (cookie: string) =>
      (await request(t.server).get('/api/checkout/get').set('Cookie', cookie).expect(200)).body
        .data;
    const update = (cookie: string, key: string, data: object) =>
      request(t.server)
        .post('/api/checkout/update')
        .set('Cookie', cookie)
        .send({ key, orderIndex: 1, data });
    const withBouquet = async () => {
      const cookie = await newShopperCookie(t.server);
      await request(t.server)
        .post('/api/product/add')
        .set('Cookie', cookie)
        .send({ id: BOUQUET.id, ...FRIDAY })
        .expect(200);
      return cookie;
    };
    const refused = (response: request.Response, message: string) => {
      expect({ status: response.status, error: response.body.error }).toEqual({
        status: 400,
        error: message,
      });
    };

    it("refuses line breaks and control characters in the buyer's and recipient's details", async () => {
      const cookie = await withBouquet();
      const before = await checkout(cookie);
      const buyer = { name: 'Grace Hopper', email: 'grace@example.com', phone: '07700 900123' };
      for (const [data, message] of [
        [{ ...buyer, name: INJECTED }, oneLine('your name')],
        [{ ...buyer, name: 'Grace\u0085Hopper' }, oneLine('your name')],
        [{ ...buyer, email: 'grace@example.com\u0007' }, oneLine('your email address')],
        [{ ...buyer, phone: '07700\t900123' }, oneLine('your phone number')],
      ] as const) {
        refused(await update(cookie, 'details', data), message);
      }
      for (const [data, message] of [
        [{ ...RECIPIENT, recipientName: INJECTED }, oneLine("the recipient's name")],
        [{ ...RECIPIENT, addressLine1: '1 High Street\n' }, oneLine('the address')],
        [{ ...RECIPIENT, addressLine2: 'Flat\u20282' }, oneLine('the address')],
        [{ ...RECIPIENT, town: 'Lon\u001fdon' }, oneLine('the town')],
        [{ ...RECIPIENT, postcode: 'SW1A\r1AA' }, oneLine('the postcode')],
      ] as const) {
        const response = await update(cookie, 'recipient', data);
        expect(response.status).toBe(400);
        expect(response.body.error).toEqual(message);
      }
      expect(await checkout(cookie)).toEqual(before);
      await update(cookie, 'details', buyer).expect(200);
      await update(cookie, 'recipient', RECIPIENT).expect(200);
    });

    it('keeps a card message on its lines (CR LF read as LF) and refuses other control characters', async () => {
      const cookie = await withBouquet();
      await update(cookie, 'card', { size: 'standard' }).expect(200);
      refused(
        await update(cookie, 'message', { message: 'Happy\u0007birthday' }),
        plain('your card message'),
      );
      refused(
        await update(cookie, 'message', { message: 'Happy\tbirthday' }),
        plain('your card message'),
      );
      await update(cookie, 'message', { message: 'Happy birthday\r\nLove,\rAda\nx' }).expect(200);
      const [order] = (await checkout(cookie)).purchase.orders;
      const card = order.orderItems.find((item: { card: boolean }) => item.card);
      expect(card.message).toBe('Happy birthday\nLove,\nAda\nx');
    });

    it("refuses a line break in a gift card recipient's name or email; its message may have lines", async () => {
      const cookie = await newShopperCookie(t.server);
      await request(t.server)
        .post('/api/product/add/gift-card')
        .set('Cookie', cookie)
        .send({ id: GIFT_CARD_PRODUCT.id, price: 2500 })
        .expect(200);
      const recipient = { recipientName: 'Ada', recipientEmail: 'ada@example.com', message: '' };
      refused(
        await update(cookie, 'gift-card', { ...recipient, recipientName: INJECTED }),
        oneLine("the gift card recipient's name"),
      );
      refused(
        await update(cookie, 'gift-card', { ...recipient, recipientEmail: 'ada@example.com\n' }),
        oneLine("the gift card recipient's email address"),
      );
      refused(
        await update(cookie, 'gift-card', { ...recipient, message: 'Enjoy\u001b[31m' }),
        plain('your gift card message'),
      );
      await update(cookie, 'gift-card', { ...recipient, message: 'Enjoy!\r\nLove, Grace' }).expect(
        200,
      );
    });

    it('refuses a line break in a name or phone at sign-up and in the account details', async () => {
      const email = `plain${++emails}@example.com`;
      const signUpWith = async (over: object) =>
        post(t, '/api/sign-up', {
          name: 'Cara Customer',
          email,
          phone: '07700 900123',
          password: 'tulips-in-spring',
          captcha: await solvedCaptcha(t),
          ...over,
        });
      refused(await signUpWith({ name: INJECTED }), oneLine('your name'));
      refused(await signUpWith({ phone: '07700\n900123' }), oneLine('your phone number'));
      refused(await signUpWith({ email: `${email}\r\n` }), oneLine('your email address'));
      const rows = await t.app
        .get(SqlDatabase)
        .query('SELECT id FROM customers WHERE email = ?', [email]);
      expect(rows).toEqual([]);

      const cookie = await signUp(t, { email });
      const details = { name: 'Cara', email, phone: '', mailShot: false };
      refused(
        await post(t, '/api/account/details', { ...details, name: 'Cara\u000bC' }, cookie),
        oneLine('your name'),
      );
      expect((await get(t, '/api/account/details', cookie).expect(200)).body.data.name).toBe(
        'Cara Customer',
      );
    });

    it('refuses a line break in a saved address and in whom a reminder is for', async () => {
      const cookie = await signUp(t, { email: `plain${++emails}@example.com` });
      const address = { recipientName: 'Mary', addressLine1: '1 Rose Lane', postcode: 'OX1 1AA' };
      refused(
        await post(t, '/api/account/address-book', { ...address, label: 'Mum\n' }, cookie),
        oneLine('the label'),
      );
      refused(
        await post(t, '/api/account/address-book', { ...address, recipientName: INJECTED }, cookie),
        oneLine("the recipient's name"),
      );
      expect((await get(t, '/api/account/address-book', cookie).expect(200)).body.data).toEqual([]);

      const reminder = { occasion: 'Birthday', month: 6, day: 11, recipientName: 'Jane' };
      refused(
        await post(t, '/api/account/reminders', { ...reminder, recipientName: INJECTED }, cookie),
        oneLine('who the reminder is for'),
      );
      refused(
        await post(t, '/api/account/reminders', { ...reminder, note: 'Sun\u0008flowers' }, cookie),
        plain('your note'),
      );
      expect((await get(t, '/api/account/reminders', cookie).expect(200)).body.data).toEqual([]);
      const added = await post(
        t,
        '/api/account/reminders',
        { ...reminder, note: 'Loves\r\nsunflowers' },
        cookie,
      ).expect(200);
      expect(added.body.data.note).toBe('Loves\nsunflowers');
    });

    it('refuses a line break in the contact form name, and control characters in its message', async () => {
      const contact = { name: 'Sarah', email: 'sarah@example.com', message: 'Hello\nthere' };
      refused(await post(t, '/api/contact', { ...contact, name: INJECTED }), oneLine('your name'));
      refused(
        await post(t, '/api/contact', { ...contact, message: 'Hi\u007f' }),
        plain('your message'),
      );
      await post(t, '/api/contact', contact).expect(200);
    });
  },
);
