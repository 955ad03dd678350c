import type { ProductDetail } from '@shop/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSessionState } from '../../http/session-state';
import { envelope, renderApp, stubApi } from '../../test/render-app';
import { basket, order } from '../order-kit/basket.fixtures';
import { bySlug, giftCard } from '../product/product.fixtures';

type Answers = Parameters<typeof stubApi>[0];

const ok = (data: unknown) => () => envelope({ data, isSignedIn: false });

let api: ReturnType<typeof stubApi>;
let sentBodies: unknown[];

async function openGiftCard(overrides: Partial<ProductDetail> = {}, extra: Answers = {}) {
  sentBodies = [];
  api = stubApi({
    'GET /api/user-session': ok({ customerId: null, email: null }),
    'GET /api/product/slug/gift-card': ok(bySlug(giftCard(overrides))),
    'GET /api/product/tabs/250': ok([]),
    'GET /api/product/you-may-also-be-interested-in/250': ok([]),
    ...extra,
  });
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    if (init?.method === 'POST') sentBodies.push(JSON.parse(String(init.body)));
    return api.fetchStub(input, init);
  });
  const app = renderApp('/product/gift-card');
  await screen.findByTestId('gift-card-page');
  return app;
}

const giftCardOrder = (id = 'g') => order(id, { isGiftCard: true });

const continueButton = () => screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement;
const customBox = () =>
  screen.getByLabelText('Or enter a custom amount in pounds') as HTMLInputElement;
const preset = (label: string) => screen.getByRole('radio', { name: label }) as HTMLInputElement;
const typeCustom = (text: string) => fireEvent.change(customBox(), { target: { value: text } });

beforeEach(() => {
  resetSessionState();
  delete window.dataLayer;
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('gift card page (spec 001 §2.6)', () => {
  it("shows the title, 'From £5', 8 presets with £30 chosen and the exact hint", async () => {
    await openGiftCard();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Posy Gift Card');
    expect(screen.getByTestId('gift-card-from').textContent).toBe('From £5');
    const group = screen.getByRole('group', { name: 'Choose an amount' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.parentElement?.textContent),
    ).toEqual(['£20', '£30', '£40', '£50', '£75', '£100', '£200', '£250']);
    expect(preset('£30').checked).toBe(true);
    expect(screen.getByTestId('gift-card-hint').textContent).toBe(
      'Custom amounts are available between £5 and £250',
    );
    expect(customBox().getAttribute('aria-describedby')).toBe(
      screen.getByTestId('gift-card-hint').id,
    );
    expect(continueButton().disabled).toBe(false);
    await waitFor(() => expect(document.title).toBe('Posy Gift Card | Posy'));
  });

  it('enables Continue only for custom amounts from £5 to £250', async () => {
    await openGiftCard();
    typeCustom('300');
    expect(preset('£30').checked).toBe(false);
    expect(continueButton().disabled).toBe(true);
    expect(customBox().getAttribute('aria-invalid')).toBe('true');
    typeCustom('5');
    expect(continueButton().disabled).toBe(false);
    expect(customBox().getAttribute('aria-invalid')).toBe('false');
    typeCustom('4');
    expect(continueButton().disabled).toBe(true);
    typeCustom('250');
    expect(continueButton().disabled).toBe(false);
    typeCustom('ten');
    expect(continueButton().disabled).toBe(true);
    typeCustom('');
    expect(continueButton().disabled).toBe(true);
  });

  it("strips '.' from the custom amount, so '12.50' is £1,250 and out of range", async () => {
    await openGiftCard();
    typeCustom('12.50');
    expect(continueButton().disabled).toBe(true);
    typeCustom('2.5');
    expect(continueButton().disabled).toBe(false);
  });

  it.each(['25', '£25', ' £25 '])(
    'takes %j as a custom amount and sends it in pence',
    async (text) => {
      const { router } = await openGiftCard(
        {},
        {
          'POST /api/product/add/gift-card': ok([]),
          'GET /api/checkout/get': ok(basket([order('a'), giftCardOrder()])),
        },
      );
      typeCustom(text);
      expect(continueButton().disabled).toBe(false);
      fireEvent.click(continueButton());
      await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/2'));
      expect(sentBodies).toEqual([{ id: 250, price: 2500 }]);
    },
  );

  it('unselects the custom amount when a preset is chosen', async () => {
    await openGiftCard();
    typeCustom('45');
    fireEvent.click(preset('£75'));
    expect(preset('£75').checked).toBe(true);
    expect(customBox().value).toBe('');
    expect(continueButton().disabled).toBe(false);
  });

  it('sends {id, price}, pushes add_to_cart and goes to /checkout/1 when there are no errors', async () => {
    const { router } = await openGiftCard(
      {},
      {
        'POST /api/product/add/gift-card': ok([]),
        'GET /api/checkout/get': ok(basket([giftCardOrder()])),
      },
    );
    typeCustom('60');
    fireEvent.click(continueButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/1'));
    expect(sentBodies).toEqual([{ id: 250, price: 6000 }]);
    const added = (window.dataLayer ?? []).find(
      (entry) => (entry as { event?: string } | null)?.event === 'add_to_cart',
    );
    expect(added).toMatchObject({
      ecommerce: {
        items: [
          {
            item_name: 'Posy Gift Card',
            item_id: '250',
            price: 60,
            item_brand: 'Gift Cards',
            quantity: 1,
          },
        ],
      },
    });
  });

  it("lands on the gift card's own checkout page, the newest gift card order's", async () => {
    const { router } = await openGiftCard(
      {},
      {
        'POST /api/product/add/gift-card': ok([]),
        'GET /api/checkout/get': ok(
          basket([giftCardOrder('old'), order('a'), giftCardOrder('new'), order('b')]),
        ),
      },
    );
    fireEvent.click(continueButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/3'));
  });

  it('has its own breadcrumb, Home › Gift Cards, not a category trail', async () => {
    await openGiftCard();
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(
      within(trail)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Home', 'Gift Cards']);
    expect(within(trail).getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    expect(within(trail).getByText('Gift Cards').getAttribute('aria-current')).toBe('page');
  });

  it('lists the server errors and stays on the page', async () => {
    const { router } = await openGiftCard(
      {},
      {
        'POST /api/product/add/gift-card': ok(['Sorry, gift cards cannot be added right now.']),
      },
    );
    fireEvent.click(continueButton());
    await waitFor(() =>
      expect(screen.getByTestId('gift-card-errors').textContent).toBe(
        'Sorry, gift cards cannot be added right now.',
      ),
    );
    expect(sentBodies).toEqual([{ id: 250, price: 3000 }]);
    expect(router.state.location.pathname).toBe('/product/gift-card');
    expect(
      (window.dataLayer ?? []).some(
        (e) => (e as { event?: string } | null)?.event === 'add_to_cart',
      ),
    ).toBe(false);
  });

  it('shows the generic request error in an alert when the call fails', async () => {
    await openGiftCard();
    fireEvent.click(continueButton());
    const alert = screen.getByTestId('gift-card-errors');
    await waitFor(() =>
      expect(alert.textContent).toBe('Oops! There has been an error - please try again.'),
    );
    expect(alert.getAttribute('role')).toBe('alert');
    fireEvent.click(preset('£40'));
    expect(alert.textContent).toBe('');
  });

  it('disables Continue while the request is pending', async () => {
    let answer: (response: Response) => void = () => undefined;
    await openGiftCard();
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      init?.method === 'POST'
        ? new Promise<Response>((resolve) => (answer = resolve))
        : api.fetchStub(input, init),
    );
    fireEvent.click(continueButton());
    await waitFor(() => expect(continueButton().disabled).toBe(true));
    answer(envelope({ data: ['Please try again in a moment.'], isSignedIn: false }));
    await waitFor(() => expect(continueButton().disabled).toBe(false));
  });

  it('says the card is unavailable and disables Continue', async () => {
    await openGiftCard({ available: false });
    expect(screen.getByTestId('gift-card-unavailable').textContent).toBe(
      'Sorry, unfortunately this product is currently unavailable.',
    );
    expect(continueButton().disabled).toBe(true);
  });

  it('explains how it works and answers the gift card questions in an accordion', async () => {
    await openGiftCard();
    expect(screen.getByRole('heading', { name: 'How it works' })).toBeTruthy();
    expect(screen.getByTestId('gift-card-benefits').textContent).toContain('Valid for 2 years');
    const faq = screen.getByTestId('gift-card-faq');
    const toggles = within(faq).getAllByRole('button');
    expect(toggles).toHaveLength(5);
    const answer = screen.getByTestId('gift-card-faq-answer-0');
    expect(toggles[0].getAttribute('aria-expanded')).toBe('false');
    expect(answer.hidden).toBe(true);
    fireEvent.click(toggles[0]);
    expect(toggles[0].getAttribute('aria-expanded')).toBe('true');
    expect(answer.hidden).toBe(false);
    expect(toggles[0].getAttribute('aria-controls')).toBe(answer.id);
    const facts = faq.textContent ?? '';
    expect(facts).toContain('valid for 2 years');
    expect(facts).toContain('cancelled only if its full balance remains');
    expect(facts).toContain('Only one gift card can be used per purchase');
    expect(facts).toContain('combined with other payment methods');
    expect(facts).toContain('No discounts can be used and no Posy Points are earned');
    expect(facts).toContain('use your Posy Points to pay for one');
    expect(facts).toContain('partly redeemed, with the rest staying on it');
    expect(facts).toContain('You cannot choose how much of it to spend');
  });

  it('pushes view_item for the gift card', async () => {
    await openGiftCard();
    await waitFor(() =>
      expect(
        (window.dataLayer ?? []).filter(
          (e) => (e as { event?: string } | null)?.event === 'view_item',
        ),
      ).toHaveLength(1),
    );
  });
});
