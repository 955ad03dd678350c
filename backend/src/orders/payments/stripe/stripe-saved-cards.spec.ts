import { StripePaymentProvider } from './stripe-payment-provider';
import { FakeStripeHttp, fakeStripeClient } from './stripe.test-kit';

const CUSTOMER_ID = '0b8e3c7a-5f4e-4d8a-9c61-2f1d2a3b4c5d';

const searchAnswer = (ids: string[]) => ({
  status: 200,
  body: {
    object: 'search_result',
    url: '/v1/customers/search',
    has_more: false,
    data: ids.map((id) => ({ id, object: 'customer', metadata: { shopCustomerId: CUSTOMER_ID } })),
  },
});

const cardsAnswer = (cards: { id: string; brand: string; last4: string }[]) => ({
  status: 200,
  body: {
    object: 'list',
    url: '/v1/customers/cus_1/payment_methods',
    has_more: false,
    data: cards.map(({ id, brand, last4 }) => ({
      id,
      object: 'payment_method',
      type: 'card',
      card: { brand, last4, exp_month: 4, exp_year: 2030 },
    })),
  },
});

describe('StripePaymentProvider.savedCards (Stripe faked at the HTTP layer)', () => {
  it('finds the Stripe Customers carrying our customer id and lists their cards', async () => {
    const http = new FakeStripeHttp().answer(
      searchAnswer(['cus_1']),
      cardsAnswer([
        { id: 'pm_1', brand: 'visa', last4: '4242' },
        { id: 'pm_2', brand: 'amex', last4: '0005' },
        { id: 'pm_3', brand: 'cartes_bancaires', last4: '1001' },
      ]),
    );
    const provider = new StripePaymentProvider(fakeStripeClient(http));
    await expect(provider.savedCards(CUSTOMER_ID)).resolves.toEqual([
      { id: 'pm_1', brand: 'Visa', last4: '4242', expiryMonth: 4, expiryYear: 2030 },
      { id: 'pm_2', brand: 'American Express', last4: '0005', expiryMonth: 4, expiryYear: 2030 },
      { id: 'pm_3', brand: 'Cartes Bancaires', last4: '1001', expiryMonth: 4, expiryYear: 2030 },
    ]);
    const [search, list] = http.sent;
    expect(search.method).toBe('GET');
    expect(decodeURIComponent(search.path)).toContain(
      `/v1/customers/search?query=metadata['shopCustomerId']:'${CUSTOMER_ID}'`,
    );
    expect(list.method).toBe('GET');
    expect(list.path).toMatch(/^\/v1\/customers\/cus_1\/payment_methods\?type=card/);
  });

  it('answers no cards when no Stripe Customer is linked (the shop creates none itself)', async () => {
    const http = new FakeStripeHttp().answer(searchAnswer([]));
    const provider = new StripePaymentProvider(fakeStripeClient(http));
    await expect(provider.savedCards(CUSTOMER_ID)).resolves.toEqual([]);
    expect(http.sent).toHaveLength(1);
  });

  it('never puts anything but a customer id into the search syntax', async () => {
    const http = new FakeStripeHttp();
    const provider = new StripePaymentProvider(fakeStripeClient(http));
    await expect(provider.savedCards("x' OR email:'a@b.c")).resolves.toEqual([]);
    expect(http.sent).toHaveLength(0);
  });
});
