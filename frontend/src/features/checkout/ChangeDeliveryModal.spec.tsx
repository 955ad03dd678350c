import type {
  CheckoutState,
  OrderValidationResponse,
  PostcodeCheckResponse,
} from '@shop/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EditDeliveryResponse } from '../../api/checkout.queries';
import { resetSessionState } from '../../http/session-state';
import { fakeTimeouts, passModalDelay } from '../../test/modal-delay';
import { renderApp } from '../../test/render-app';
import { basket, item, order } from '../order-kit/basket.fixtures';
import { calendarAnswer, flowerMethods } from '../calendar/calendar.fixtures';

const FULL_APP = { timeout: 20_000 };

const TODAY = '2026-11-21';
const AMEND = 'Sorry, this delivery date is no longer available - please amend your delivery date';
const UNAVAILABLE_POSTCODE =
  'This delivery method is not available for this postcode. If possible, please choose a different delivery method. If no other delivery is showing available, it’s likely we’re unable to send this particular gift to your chosen postcode.';
const METHOD_NAMES: Record<string, string> = {
  standard: 'Standard Delivery',
  tracked: 'Tracked Delivery',
  'before-1pm': 'Before 1pm',
  sunday: 'Sunday Delivery',
};
const METHOD_PRICES: Record<string, number> = {
  standard: 0,
  tracked: 399,
  'before-1pm': 799,
  sunday: 999,
};

let state: CheckoutState;
let validation: OrderValidationResponse;
let available: boolean;
let refuse: string | null;
let postcodeAnswer: PostcodeCheckResponse;
let calls: { method: string; path: string; body?: unknown }[];

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function withDelivery(date: string, methodId: string, postcode = 'SW1A 1AA') {
  const first = order('a', { orderItems: [item({ name: 'The Harriet' })], total: 3500 });
  return basket([
    {
      ...first,
      orderDelivery: {
        ...first.orderDelivery,
        postcode,
        date,
        methodId,
        methodName: METHOD_NAMES[methodId],
        price: METHOD_PRICES[methodId],
      },
    },
  ]);
}

function answer(method: string, path: string, body: unknown): Response {
  if (path.startsWith('/api/calendar/get-days/')) {
    const [, , , , start, end] = path.split('?')[0].split('/');
    const methodsOn = (date: string) => (date >= TODAY ? flowerMethods(date) : []);
    return json({
      data: calendarAnswer(start, end, methodsOn, { pad: path.endsWith('?pad=true') }),
    });
  }
  if (path.startsWith('/api/postcode/check/')) return json({ data: postcodeAnswer });
  const [current] = state.purchase.orders;
  switch (`${method} ${path}`) {
    case 'GET /api/user-session':
      return json({ data: null, isSignedIn: false });
    case 'GET /api/checkout/get':
    case 'GET /api/checkout/get-with-redirect':
      return json({ data: state, isSignedIn: false });
    case 'GET /api/checkout/validate/1':
      return json({ data: validation, isSignedIn: false });
    case 'GET /api/checkout/1/edit-delivery': {
      const edit: EditDeliveryResponse = {
        order: current,
        productId: current.orderItems[0].product.id,
        delivery: { date: current.orderDelivery.date, methodId: current.orderDelivery.methodId },
        isAvailableProduct: available,
      };
      return json({ data: edit });
    }
    case 'POST /api/checkout/update': {
      if (refuse) return json({ data: null, error: refuse }, 422);
      const { data } = body as { data: { methodId: string; date: string } };
      state = withDelivery(data.date, data.methodId, current.orderDelivery.postcode);
      return json({ data: state, isSignedIn: false });
    }
    default:
      return new Response(null, { status: 404 });
  }
}

function serve() {
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ method, path, body });
    return Promise.resolve(answer(method, path, body));
  });
}

beforeEach(() => {
  // The clock starts at 10:00 on TODAY, hours from any cut-off, and runs on from there; the
  // modal's open delay is stepped over on it (passModalDelay).
  fakeTimeouts(new Date(`${TODAY}T10:00:00Z`));
  resetSessionState();
  window.dataLayer = [];
  calls = [];
  state = withDelivery('2026-11-24', 'tracked');
  validation = { orderIndex: 1, orderErrors: [], errors: [] };
  available = true;
  refuse = null;
  postcodeAnswer = {
    result: { available: true, hasOverride: false, override: null },
    messages: [],
  };
  serve();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const deliveryText = () => screen.getByTestId('checkout-delivery-text').textContent;
const radioIn = (testId: string) =>
  within(screen.getByTestId(testId)).getByRole('radio') as HTMLInputElement;
const openerBusy = () => screen.getByTestId('change-delivery').getAttribute('aria-busy');
const saveButton = () => screen.getByTestId('change-delivery-save') as HTMLButtonElement;
const updates = () => calls.filter((c) => c.method === 'POST' && c.path === '/api/checkout/update');

async function openModal() {
  const view = renderApp('/checkout/1');
  await waitFor(() => expect(deliveryText()).toBe('24th November by Tracked Delivery £3.99'));
  const opener = screen.getByRole('button', { name: 'Change Delivery' });
  fireEvent.click(opener);
  expect(opener.getAttribute('aria-busy')).toBe('true');
  const modal = screen.getByTestId('change-delivery-modal');
  expect(modal.hasAttribute('open')).toBe(false);
  await passModalDelay();
  expect(modal.hasAttribute('open')).toBe(true);
  return { ...view, modal };
}

describe('Change Delivery modal', FULL_APP, () => {
  it("opens on the order's date and method and saves a new day", async () => {
    const { modal, router } = await openModal();
    expect(router.history.location.href).toBe('/checkout/1?modal=open');
    expect(within(modal).getByRole('heading', { level: 2 }).textContent).toBe('Change Delivery');
    await waitFor(() => expect(radioIn('calendar-day-2026-11-24').checked).toBe(true));
    expect(radioIn('delivery-method-tracked').checked).toBe(true);
    expect(calls.some((c) => c.path === '/api/checkout/1/edit-delivery')).toBe(true);
    expect(calls.some((c) => c.path.endsWith('/2026-11-21/2026-11-24/11'))).toBe(true);

    fireEvent.click(radioIn('calendar-day-2026-11-23'));
    expect(radioIn('delivery-method-tracked').checked).toBe(true);
    fireEvent.click(radioIn('calendar-day-2026-11-24'));
    expect(radioIn('delivery-method-standard').checked).toBe(true);
    fireEvent.click(saveButton());
    await waitFor(() => expect(modal.hasAttribute('open')).toBe(false));
    expect(updates().map((c) => c.body)).toEqual([
      { key: 'delivery', orderIndex: 1, data: { methodId: 'standard', date: '2026-11-24' } },
    ]);
    expect(deliveryText()).toBe('24th November by Standard Delivery FREE');
    expect(router.history.location.href).toBe('/checkout/1');
  });

  it('changes to a day of the month calendar', async () => {
    state = withDelivery('2027-02-12', 'before-1pm');
    renderApp('/checkout/1');
    await waitFor(() => expect(deliveryText()).toBe('12th February by Before 1pm £7.99'));
    fireEvent.click(screen.getByRole('button', { name: 'Change Delivery' }));
    const modal = screen.getByTestId('change-delivery-modal');
    await passModalDelay();
    expect(modal.hasAttribute('open')).toBe(true);
    // Beyond the compact steps the modal opens the month calendar at the order's month.
    const month = await within(modal).findByTestId('month-calendar');
    await waitFor(() => expect(radioIn('calendar-day-2027-02-12').checked).toBe(true));
    expect(within(month).getByRole('heading').textContent).toBe('February 2027');
    expect(screen.getByTestId('calendar-selected').textContent).toBe(
      'Your selected delivery date is: 12th February before 1pm by Before 1pm',
    );
    await waitFor(() =>
      expect(screen.getByTestId('postcode-valid').textContent).toBe('Postcode is valid'),
    );
    expect(calls.some((c) => c.path === '/api/postcode/check/before-1pm/SW1A1AA')).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Next month' }));
    await waitFor(() => expect(within(month).getByRole('heading').textContent).toBe('March 2027'));
    await waitFor(() => expect(radioIn('calendar-day-2027-03-01').disabled).toBe(false));
    fireEvent.click(radioIn('calendar-day-2027-03-06'));
    expect(screen.getByTestId('calendar-selected').textContent).toBe(
      'Your selected delivery date is: 6th March by Standard Delivery',
    );
    fireEvent.click(saveButton());
    await waitFor(() => expect(modal.hasAttribute('open')).toBe(false));
    expect(updates().at(-1)?.body).toEqual({
      key: 'delivery',
      orderIndex: 1,
      data: { methodId: 'standard', date: '2027-03-06' },
    });
    expect(deliveryText()).toBe('6th March by Standard Delivery FREE');
  });

  it("shows the server's refusal in the modal and changes nothing", async () => {
    refuse = AMEND;
    const { modal } = await openModal();
    await waitFor(() => expect(radioIn('calendar-day-2026-11-24').checked).toBe(true));
    fireEvent.click(radioIn('calendar-day-2026-11-23'));
    fireEvent.click(saveButton());
    await waitFor(() =>
      expect(screen.getByTestId('change-delivery-error').textContent).toBe(AMEND),
    );
    expect(screen.getByTestId('change-delivery-error').getAttribute('role')).toBe('alert');
    expect(modal.hasAttribute('open')).toBe(true);
    expect(deliveryText()).toBe('24th November by Tracked Delivery £3.99');
  });

  it("re-checks the recipient's postcode for a method that needs it, with the override swap", async () => {
    state = withDelivery('2026-11-24', 'tracked', 'HS1 2AB');
    postcodeAnswer = {
      result: { available: false, hasOverride: true, override: 'tracked' },
      messages: [],
    };
    await openModal();
    await waitFor(() => expect(radioIn('calendar-day-2026-11-24').checked).toBe(true));
    expect(screen.queryByTestId('change-delivery-postcode')).toBeNull();
    fireEvent.click(radioIn('delivery-method-before-1pm'));
    const check = screen.getByTestId('change-delivery-postcode');
    expect(within(check).getByRole('heading').textContent).toBe('Postcode check (required)');
    await waitFor(() =>
      expect(within(check).getByTestId('postcode-error').textContent).toBe(UNAVAILABLE_POSTCODE),
    );
    expect(calls.some((c) => c.path === '/api/postcode/check/before-1pm/HS12AB')).toBe(true);
    expect(screen.queryByTestId('postcode-check')).toBeNull();
    expect(saveButton().disabled).toBe(true);

    fireEvent.click(radioIn('delivery-method-standard'));
    expect(screen.queryByTestId('change-delivery-postcode')).toBeNull();
    expect(saveButton().disabled).toBe(false);
    fireEvent.click(radioIn('delivery-method-before-1pm'));
    expect(radioIn('delivery-method-tracked').checked).toBe(true);
    expect(saveButton().disabled).toBe(false);
  });

  it('asks for the postcode with the check form when the order has none', async () => {
    state = withDelivery('2026-11-24', 'tracked', '');
    await openModal();
    await waitFor(() => expect(radioIn('calendar-day-2026-11-24').checked).toBe(true));
    fireEvent.click(radioIn('delivery-method-before-1pm'));
    expect(saveButton().disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Please enter the delivery postcode:'), {
      target: { value: 'sw1a 1aa' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect((await screen.findByTestId('postcode-valid')).textContent).toBe('Postcode is valid');
    expect(saveButton().disabled).toBe(false);
    fireEvent.click(saveButton());
    await waitFor(() => expect(deliveryText()).toBe('24th November by Before 1pm £7.99'));
  });

  it('says so when the product is no longer available', async () => {
    available = false;
    const { modal } = await openModal();
    expect((await within(modal).findByTestId('change-delivery-unavailable')).textContent).toBe(
      'Sorry, unfortunately this product is currently unavailable.',
    );
    expect(within(modal).queryByTestId('delivery-date-picker')).toBeNull();
  });

  it('opens from an order error asking to amend the delivery date', async () => {
    validation = { orderIndex: 1, orderErrors: [{ message: AMEND, editing: '' }], errors: [AMEND] };
    renderApp('/checkout/1');
    const errors = await screen.findByTestId('checkout-order-errors');
    fireEvent.click(within(errors).getByRole('button', { name: AMEND }));
    const modal = screen.getByTestId('change-delivery-modal');
    await waitFor(() => expect(openerBusy()).toBe('true'));
    await passModalDelay();
    expect(modal.hasAttribute('open')).toBe(true);
    expect(within(modal).getByRole('heading', { level: 2 }).textContent).toBe('Change Delivery');
  });

  it('opens once for a link with the delivery editing state', async () => {
    const { router } = renderApp('/checkout/1');
    await waitFor(() => expect(deliveryText()).toBe('24th November by Tracked Delivery £3.99'));
    await router.navigate({
      to: '/checkout/$orderIndex',
      params: { orderIndex: 1 },
      state: { editing: 'delivery' },
    });
    const modal = screen.getByTestId('change-delivery-modal');
    // The page opens the modal as it reads the state: the opener is busy through the delay.
    await waitFor(() => expect(openerBusy()).toBe('true'));
    await passModalDelay();
    expect(modal.hasAttribute('open')).toBe(true);
    expect(router.state.location.state.editing).toBeUndefined();
    fireEvent.click(within(modal).getByRole('button', { name: 'Close' }));
    expect(modal.hasAttribute('open')).toBe(false);
    // Opening again would start with the opener busy through the open delay (use-modal.ts).
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    expect(screen.getByTestId('change-delivery').getAttribute('aria-busy')).toBe('false');
    expect(modal.hasAttribute('open')).toBe(false);
  });
});
