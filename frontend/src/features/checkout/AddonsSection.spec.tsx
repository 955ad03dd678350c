import type {
  CheckoutAddonsResponse,
  CheckoutExtra,
  CheckoutOrder,
  CheckoutOrderItem,
} from '@shop/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSessionState } from '../../http/session-state';
import { envelope, renderApp, stubApi } from '../../test/render-app';
import { basket, item, order } from '../order-kit/basket.fixtures';
import { ADDONS_LEGEND, ADDONS_TITLE, NO_ADDONS } from './AddonsSection';

const FULL_APP = { timeout: 20_000 };

const ADDON_NOT_OFFERED = 'Sorry, that extra is not available with this product.';
const NON_OK = 'Oops! There has been an error - please try again.';

const extra = (id: number, name: string, price: number): Omit<CheckoutExtra, 'chosen'> => ({
  id,
  name,
  image: `/images/extras/${id}.svg`,
  price,
  description: `All about the ${name.toLowerCase()}.`,
});
const CHOCOLATES = extra(9001, 'Belgian Chocolate Truffles', 895);
const VASE = extra(9002, 'Clear Glass Vase', 1200);
const TEDDY = extra(9003, 'Posy Teddy Bear', 1500);
const POTS = [
  extra(8001, 'Nursery Pot', 0),
  extra(8002, 'Classic Terracotta Pot', 500),
  extra(8003, 'White Ceramic Pot', 1000),
];

/** A tiny stand-in for the server: the basket's one order and what its product offers. */
let server: {
  kind: 'bouquet' | 'plant' | 'gift-card' | 'seeds';
  addonIds: number[];
  potId: number | null;
};
const updates: { key: string; orderIndex: number; data: Record<string, unknown> }[] = [];

const withId = (base: CheckoutOrderItem, id: number): CheckoutOrderItem => ({
  ...base,
  product: { ...base.product, id },
});

function offered(): CheckoutAddonsResponse {
  const addons = { bouquet: [CHOCOLATES, VASE, TEDDY], plant: [CHOCOLATES], 'gift-card': [] };
  const chosen = (e: Omit<CheckoutExtra, 'chosen'>) => ({ ...e, chosen: false });
  if (server.kind === 'seeds') return { addons: [], pots: [] };
  return {
    addons: addons[server.kind].map((a) => ({
      ...chosen(a),
      chosen: server.addonIds.includes(a.id),
    })),
    pots: server.kind === 'plant' ? POTS.map((p) => ({ ...p, chosen: p.id === server.potId })) : [],
  };
}

function currentOrder(): CheckoutOrder {
  const name = {
    bouquet: 'The Harriet',
    plant: 'Monstera',
    'gift-card': 'Gift Card',
    seeds: 'Seeds',
  };
  const extras = [
    ...[CHOCOLATES, VASE, TEDDY]
      .filter((a) => server.addonIds.includes(a.id))
      .map((a) => withId(item({ name: a.name, addon: true, price: a.price }), a.id)),
    ...POTS.filter((p) => p.id === server.potId).map((p) =>
      withId(item({ name: p.name, addon: true, price: p.price, attributes: ['Pots'] }), p.id),
    ),
  ];
  const items = [
    item({ name: name[server.kind], price: 3500 }),
    ...(server.kind === 'gift-card' ? [] : [item({ name: 'Card', card: true, price: 0 })]),
    ...extras,
  ];
  const total = items.reduce((sum, i) => sum + i.price, 0);
  return order('a', {
    orderItems: items,
    subtotal: total,
    total,
    isGiftCard: server.kind === 'gift-card',
  });
}

const failed = (error: string, status = 422) =>
  new Response(JSON.stringify({ data: null, error, isSignedIn: false }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

function stub({ addonsAnswer }: { addonsAnswer?: () => Response } = {}) {
  const state = () => envelope({ data: basket([currentOrder()]), isSignedIn: false });
  const api = stubApi({
    'GET /api/user-session': () => envelope({ data: null, isSignedIn: false }),
    'GET /api/checkout/get': state,
    'GET /api/checkout/get-with-redirect': state,
    'GET /api/checkout/validate/1': () =>
      envelope({ data: { orderIndex: 1, orderErrors: [], errors: [] }, isSignedIn: false }),
    'GET /api/checkout/1/addons':
      addonsAnswer ?? (() => envelope({ data: offered(), isSignedIn: false })),
    'POST /api/checkout/update': (init) => {
      const body = JSON.parse(String(init?.body)) as (typeof updates)[number];
      updates.push(body);
      if (body.key === 'addons') {
        const ids = body.data.addonIds as number[];
        if (ids.includes(TEDDY.id)) return failed(ADDON_NOT_OFFERED);
        server.addonIds = ids;
      }
      if (body.key === 'pot') server.potId = body.data.potId as number;
      return state();
    },
  });
  vi.stubGlobal('fetch', api.fetchStub);
  return api;
}

beforeEach(() => {
  resetSessionState();
  window.dataLayer = [];
  updates.length = 0;
  server = { kind: 'bouquet', addonIds: [VASE.id], potId: null };
});

afterEach(() => {
  vi.unstubAllGlobals();
});

async function openCheckout() {
  const view = renderApp('/checkout/1');
  await screen.findByTestId('checkout-page');
  return view;
}

const addonsSection = () => screen.findByTestId('checkout-addons');
const checkbox = (id: number) => screen.getByTestId(`addon-option-${id}`) as HTMLInputElement;
const summaryTotal = () => screen.getByTestId('order-summary-heading-total').textContent;

describe('checkout addons section', FULL_APP, () => {
  it('lists what the product offers with pictures, names and prices, the chosen ones ticked', async () => {
    stub();
    await openCheckout();
    const section = await addonsSection();
    expect(within(section).getByRole('heading', { level: 2 }).textContent).toBe(ADDONS_TITLE);
    await within(section).findByTestId(`addon-${CHOCOLATES.id}`);
    expect(within(section).getByRole('group').querySelector('legend')?.textContent).toBe(
      ADDONS_LEGEND,
    );
    const rows = [CHOCOLATES, VASE, TEDDY].map((a) => screen.getByTestId(`addon-${a.id}`));
    expect(rows.map((row) => row.querySelector('img')?.getAttribute('alt'))).toEqual([
      'Belgian Chocolate Truffles',
      'Clear Glass Vase',
      'Posy Teddy Bear',
    ]);
    expect(rows[0].textContent).toBe(
      'Belgian Chocolate TrufflesAll about the belgian chocolate truffles.£8.95',
    );
    expect(within(rows[1]).getByText('£12.00')).toBeTruthy();
    expect(within(section).getByRole('checkbox', { name: 'Clear Glass Vase' })).toBe(
      checkbox(VASE.id),
    );
    expect([CHOCOLATES, VASE, TEDDY].map((a) => checkbox(a.id).checked)).toEqual([
      false,
      true,
      false,
    ]);
    expect(within(section).queryByTestId('pot-chooser')).toBeNull();
  });

  it('saves a tick through update key addons, then shows it saved with the new total', async () => {
    stub();
    await openCheckout();
    await addonsSection();
    await screen.findByTestId(`addon-${CHOCOLATES.id}`);
    expect(summaryTotal()).toBe('£47.00');

    fireEvent.click(checkbox(CHOCOLATES.id));
    expect(checkbox(CHOCOLATES.id).checked).toBe(true);
    await waitFor(() => expect(screen.getByTestId('addons-saved').textContent).toBe('Saved'));
    expect(updates).toEqual([
      { key: 'addons', orderIndex: 1, data: { addonIds: [VASE.id, CHOCOLATES.id] } },
    ]);
    await waitFor(() => expect(summaryTotal()).toBe('£55.95'));
    expect(checkbox(CHOCOLATES.id).checked).toBe(true);

    fireEvent.click(checkbox(VASE.id));
    await waitFor(() => expect(updates).toHaveLength(2));
    expect(updates[1]).toEqual({
      key: 'addons',
      orderIndex: 1,
      data: { addonIds: [CHOCOLATES.id] },
    });
    await waitFor(() => expect(summaryTotal()).toBe('£43.95'));
    expect(checkbox(VASE.id).checked).toBe(false);
  });

  it("shows the server's refusal and puts the tick back", async () => {
    stub();
    await openCheckout();
    await addonsSection();
    await screen.findByTestId(`addon-${TEDDY.id}`);
    fireEvent.click(checkbox(TEDDY.id));
    // Optimistic: ticked at once, before the server has answered.
    expect(checkbox(TEDDY.id).checked).toBe(true);
    const error = await screen.findByTestId('addons-error');
    expect(error.textContent).toBe(ADDON_NOT_OFFERED);
    expect(error.getAttribute('role')).toBe('alert');
    expect(updates.at(-1)).toEqual({
      key: 'addons',
      orderIndex: 1,
      data: { addonIds: [VASE.id, TEDDY.id] },
    });
    await waitFor(() => expect(checkbox(TEDDY.id).checked).toBe(false));
    expect(checkbox(VASE.id).checked).toBe(true);
    expect(summaryTotal()).toBe('£47.00');
  });

  it('offers a plant its pots and saves a new one through update key pot', async () => {
    server = { kind: 'plant', addonIds: [], potId: 8001 };
    stub();
    await openCheckout();
    const section = await addonsSection();
    const chooser = await within(section).findByTestId('pot-chooser');
    const radio = (id: number) =>
      within(within(chooser).getByTestId(`pot-option-${id}`)).getByRole(
        'radio',
      ) as HTMLInputElement;
    expect(radio(8001).checked).toBe(true);
    expect(within(chooser).getByTestId('pot-option-8002').textContent).toBe(
      'Classic Terracotta Pot£5.00',
    );
    expect(checkbox(CHOCOLATES.id).checked).toBe(false);

    fireEvent.click(radio(8003));
    expect(radio(8003).checked).toBe(true);
    await waitFor(() => expect(screen.getByTestId('pot-saved').textContent).toBe('Saved'));
    expect(updates).toEqual([{ key: 'pot', orderIndex: 1, data: { potId: 8003 } }]);
    await waitFor(() => expect(summaryTotal()).toBe('£45.00'));
    expect(radio(8003).checked).toBe(true);
    expect(radio(8001).checked).toBe(false);
  });

  it('says so when the gift has no extras', async () => {
    server = { kind: 'seeds', addonIds: [], potId: null };
    stub();
    await openCheckout();
    const section = await addonsSection();
    expect((await within(section).findByTestId('addons-none')).textContent).toBe(NO_ADDONS);
  });

  it('shows the generic error when the extras cannot be loaded', async () => {
    stub({ addonsAnswer: () => new Response(null, { status: 500 }) });
    await openCheckout();
    const section = await addonsSection();
    const error = await within(section).findByTestId('addons-load-error');
    expect(error.textContent).toBe(NON_OK);
  });

  it('has no addons section for a gift card', async () => {
    server = { kind: 'gift-card', addonIds: [], potId: null };
    const api = stub();
    await openCheckout();
    await screen.findByTestId('checkout-details');
    expect(screen.queryByTestId('checkout-addons')).toBeNull();
    expect(api.calls.some((call) => call.path.endsWith('/addons'))).toBe(false);
  });

  it('is the section the addons editing link state focuses', async () => {
    stub();
    const { router } = await openCheckout();
    await addonsSection();
    await router.navigate({
      to: '/checkout/$orderIndex',
      params: { orderIndex: 1 },
      state: { editing: 'addons' },
    });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('checkout-addons')));
  });
});
