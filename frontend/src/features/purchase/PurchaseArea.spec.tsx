import type { PotAddon } from '@shop/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSessionState } from '../../http/session-state';
import { holdModalDelay } from '../../test/modal-delay';
import { renderWithRouter } from '../../test/render-app';
import { basketPanel } from '../basket/basket-panel-store';
import { day, WEEK } from '../calendar/calendar.fixtures';
import type { CalendarDayResponse } from '@shop/contracts';
import { PurchaseArea, type PurchaseProduct } from './PurchaseArea';
import { POSTCODE_FAILED_MESSAGE, POSTCODE_UNAVAILABLE_MESSAGE } from './purchase-messages';

const PRODUCT: PurchaseProduct = {
  id: 101,
  name: 'The Harriet',
  discountedPrice: 3500,
  distributorName: 'Flowers',
  attributes: [],
  isAgeRestricted: false,
  isCustomisable: false,
};

type Answer = (path: string, init?: RequestInit) => Response;

const json = (data: unknown, status = 200) =>
  new Response(JSON.stringify(status === 200 ? { data, isSignedIn: false } : { error: data }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

interface Call {
  method: string;
  path: string;
  body?: unknown;
}

/** Stubs fetch by path prefix: "METHOD /prefix" → answer. */
function serve(answers: Record<string, Answer>) {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    const method = init?.method ?? 'GET';
    calls.push({
      method,
      path,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    });
    const key = Object.keys(answers).find((k) => `${method} ${path}`.startsWith(k));
    return Promise.resolve(key ? answers[key](path, init) : new Response(null, { status: 404 }));
  });
  return calls;
}

const calendarAnswer =
  (days: CalendarDayResponse[] = WEEK): Answer =>
  () =>
    json(days);

function renderArea(product: Partial<PurchaseProduct> = {}) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: 0 } },
  });
  return renderWithRouter(() => (
    <QueryClientProvider client={client}>
      <PurchaseArea product={{ ...PRODUCT, ...product }} />
    </QueryClientProvider>
  ));
}

const addButton = () => screen.getByTestId('add-to-basket') as HTMLButtonElement;
const radio = (testId: string) =>
  within(screen.getByTestId(testId)).getByRole('radio') as HTMLInputElement;

beforeEach(() => {
  resetSessionState();
  delete window.dataLayer;
  basketPanel.close();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('delivery date picker', () => {
  it('shows four days, preselects the first available with its cheapest method, and adds', async () => {
    const calls = serve({
      'GET /api/calendar/get-days/': calendarAnswer(),
      'POST /api/product/add': () => json([]),
    });
    renderArea();
    expect((await screen.findByTestId('calendar-status')).textContent).toBe('Loading…');
    expect(addButton().disabled).toBe(true);
    await screen.findByTestId('calendar-day-2026-11-22');
    const calendarCall = calls.find((c) => c.path.startsWith('/api/calendar'));
    const [, , , , start, end, productId] = calendarCall!.path.split('/');
    expect(productId).toBe('101');
    expect(new Date(end).getTime() - new Date(start).getTime()).toBe(3 * 86_400_000);

    expect(screen.getAllByRole('radio', { name: /November/ })).toHaveLength(4);
    expect(screen.getByTestId('calendar-day-2026-11-22').textContent).toBe(
      '22nd Novemberby Sunday Delivery',
    );
    expect(radio('calendar-day-2026-11-22').checked).toBe(true);
    expect(radio('delivery-method-sunday').checked).toBe(true);

    fireEvent.click(radio('calendar-day-2026-11-24'));
    expect(screen.getByTestId('calendar-day-2026-11-24').textContent).toBe(
      '24th Novemberby Standard Delivery',
    );
    const methods = screen.getByRole('group', { name: 'Choose a delivery method' });
    expect(
      within(methods)
        .getAllByRole('radio')
        .map((r) => r.parentElement?.textContent),
    ).toEqual(['Standard DeliveryFREE', 'Tracked Delivery£3.99', 'Before 1pm£7.99']);
    expect(radio('delivery-method-standard').checked).toBe(true);
    expect(addButton().disabled).toBe(false);

    fireEvent.click(addButton());
    await waitFor(() => expect(basketPanel.isOpen()).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      id: 101,
      deliveryId: 'standard',
      deliveryDate: '2026-11-24',
      customisationId: null,
    });
    expect(window.dataLayer).toContainEqual(
      expect.objectContaining({
        event: 'add_to_cart',
        ecommerce: expect.objectContaining({
          items: [
            {
              item_name: 'The Harriet',
              item_id: '101',
              price: 35,
              item_brand: 'Flowers',
              quantity: 1,
            },
          ],
        }) as unknown,
      }),
    );
  });

  it('steps four days forward with More Dates, keeping the chosen day and method', async () => {
    const later = [
      day('2026-11-26', []),
      day('2026-11-27', ['standard', 'tracked']),
      day('2026-11-28', ['standard']),
      day('2026-11-29', ['sunday']),
    ];
    const calls = serve({
      'GET /api/calendar/get-days/': () => json(calls.length > 1 ? later : WEEK),
    });
    renderArea();
    await screen.findByTestId('calendar-day-2026-11-22');
    fireEvent.click(screen.getByRole('button', { name: 'More Dates' }));
    expect(screen.getByTestId('calendar-status').textContent).toBe('Searching for available days…');
    await screen.findByTestId('calendar-day-2026-11-27');
    expect(radio('calendar-day-2026-11-26').disabled).toBe(true);
    // Looking at later days changes nothing: 22nd November by Sunday Delivery is still chosen.
    expect(radio('calendar-day-2026-11-27').checked).toBe(false);
    await waitFor(() =>
      expect(screen.getByTestId('calendar-selected').textContent).toBe(
        'Your selected delivery date is: 22nd November by Sunday Delivery',
      ),
    );
    fireEvent.click(radio('calendar-day-2026-11-27'));
    expect(screen.getByTestId('calendar-day-2026-11-27').textContent).toContain(
      'by Standard Delivery',
    );
    const paths = calls.map((c) => c.path.split('/').slice(4, 6));
    expect(paths[1][0] > paths[0][1]).toBe(true);
  });

  it('says when no day is available', async () => {
    serve({
      'GET /api/calendar/get-days/': calendarAnswer([day('2026-12-25'), day('2026-12-26')]),
    });
    renderArea();
    expect((await screen.findByTestId('calendar-no-days')).textContent).toBe(
      'Sorry, unfortunately there are no available days for this product - please select another gift.',
    );
    expect(addButton().disabled).toBe(true);
  });

  it('reports a failed fetch but not a 403', async () => {
    serve({ 'GET /api/calendar/get-days/': () => json('Nope', 500) });
    const first = renderArea();
    expect((await screen.findByTestId('calendar-error')).textContent).toBe(
      'Oops! Something went wrong – please try again.',
    );
    first.unmount();
    serve({ 'GET /api/calendar/get-days/': () => json('Forbidden', 403) });
    renderArea();
    await waitFor(() => expect(screen.getByTestId('calendar-status').textContent).toBe(''));
    expect(screen.queryByTestId('calendar-error')).toBeNull();
  });

  it('shows the add errors as an alert', async () => {
    serve({
      'GET /api/calendar/get-days/': calendarAnswer(),
      'POST /api/product/add': () =>
        json([
          'Sorry, this delivery date is no longer available - please amend your delivery date',
        ]),
    });
    renderArea();
    await screen.findByTestId('calendar-day-2026-11-22');
    fireEvent.click(radio('calendar-day-2026-11-24'));
    fireEvent.click(addButton());
    const alert = screen.getByTestId('add-errors');
    await waitFor(() =>
      expect(alert.textContent).toBe(
        'Sorry, this delivery date is no longer available - please amend your delivery date',
      ),
    );
    expect(alert.getAttribute('role')).toBe('alert');
    expect(basketPanel.isOpen()).toBe(false);
    expect(window.dataLayer).toBeUndefined();
  });
});

describe('postcode check', () => {
  const openBefore1pm = async () => {
    await screen.findByTestId('calendar-day-2026-11-22');
    fireEvent.click(radio('calendar-day-2026-11-24'));
    expect(screen.queryByTestId('postcode-check')).toBeNull();
    fireEvent.click(radio('delivery-method-before-1pm'));
    return screen.getByTestId('postcode-check');
  };
  const type = (value: string) =>
    fireEvent.change(screen.getByLabelText('Please enter the delivery postcode:'), {
      target: { value },
    });

  it('checks the format locally, then shows the tick and enables Add', async () => {
    const calls = serve({
      'GET /api/calendar/get-days/': calendarAnswer(),
      'GET /api/postcode/check/': () =>
        json({ result: { available: true, hasOverride: false, override: null }, messages: [] }),
    });
    renderArea();
    const form = await openBefore1pm();
    expect(within(form).getByRole('heading').textContent).toBe('Postcode check (required)');
    const input = screen.getByLabelText('Please enter the delivery postcode:') as HTMLInputElement;
    expect(input.placeholder).toBe('E.g. AB1 2CD');
    expect(addButton().disabled).toBe(true);

    type('zz!');
    expect(input.value).toBe('ZZ!');
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(screen.getByTestId('postcode-error').textContent).toBe(
      'Oops! This postcode does not appear to be valid.',
    );
    expect(calls.some((c) => c.path.startsWith('/api/postcode'))).toBe(false);

    type('sw1a 1aa');
    expect(input.value).toBe('SW1A1AA');
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(screen.getByRole('button', { name: 'Checking…' })).toBeTruthy();
    expect((await screen.findByTestId('postcode-valid')).textContent).toBe('Postcode is valid');
    expect(screen.queryByRole('button', { name: 'Check' })).toBeNull();
    expect(calls.some((c) => c.path === '/api/postcode/check/before-1pm/SW1A1AA')).toBe(true);
    expect(addButton().disabled).toBe(false);
  });

  it('says the method is unavailable and swaps to the override method', async () => {
    serve({
      'GET /api/calendar/get-days/': calendarAnswer(),
      'GET /api/postcode/check/': () =>
        json({
          result: { available: false, hasOverride: true, override: 'tracked' },
          messages: [],
        }),
    });
    renderArea();
    await openBefore1pm();
    type('HS12AB');
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    await waitFor(() =>
      expect(screen.getByTestId('postcode-error').textContent).toBe(POSTCODE_UNAVAILABLE_MESSAGE),
    );
    expect(radio('delivery-method-before-1pm').checked).toBe(true);
    expect(addButton().disabled).toBe(true);

    fireEvent.click(radio('delivery-method-standard'));
    expect(screen.queryByTestId('postcode-check')).toBeNull();
    fireEvent.click(radio('delivery-method-before-1pm'));
    expect(radio('delivery-method-tracked').checked).toBe(true);
    expect(screen.queryByTestId('postcode-check')).toBeNull();
    expect(addButton().disabled).toBe(false);
  });

  it('shows the unavailable text when there is no override', async () => {
    serve({
      'GET /api/calendar/get-days/': calendarAnswer(),
      'GET /api/postcode/check/': () =>
        json({ result: { available: false, hasOverride: false, override: null }, messages: [] }),
    });
    renderArea();
    await openBefore1pm();
    type('HS12AB');
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    await waitFor(() =>
      expect(screen.getByTestId('postcode-error').textContent).toBe(POSTCODE_UNAVAILABLE_MESSAGE),
    );
    expect(addButton().disabled).toBe(true);
  });

  it('shows answer messages as information and counts the check as failed', async () => {
    serve({
      'GET /api/calendar/get-days/': calendarAnswer(),
      'GET /api/postcode/check/': () =>
        json({
          result: { available: false, hasOverride: false, override: null },
          messages: [
            'Sorry, we are unable to deliver to the Channel Islands or the Isle of Man.',
            'Second',
          ],
        }),
    });
    renderArea();
    await openBefore1pm();
    type('GY11AA');
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect((await screen.findByTestId('postcode-info')).textContent).toBe(
      'Sorry, we are unable to deliver to the Channel Islands or the Isle of Man., Second',
    );
    expect(screen.getByTestId('postcode-error').textContent).toBe(POSTCODE_FAILED_MESSAGE);
    expect(addButton().disabled).toBe(true);
  });

  it('shows the check failure when the request fails, and the form again on another method', async () => {
    serve({
      'GET /api/calendar/get-days/': calendarAnswer(),
      'GET /api/postcode/check/': () => json('Broken', 500),
    });
    renderArea();
    await openBefore1pm();
    type('SW1A1AA');
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    await waitFor(() =>
      expect(screen.getByTestId('postcode-error').textContent).toBe(POSTCODE_FAILED_MESSAGE),
    );
    fireEvent.click(radio('calendar-day-2026-11-22'));
    expect(radio('delivery-method-sunday').checked).toBe(true);
    expect(screen.getByTestId('postcode-check')).toBeTruthy();
    expect(
      (screen.getByLabelText('Please enter the delivery postcode:') as HTMLInputElement).value,
    ).toBe('SW1A1AA');
  });
});

describe('age confirmation and pots', () => {
  it('keeps Add disabled until the age is confirmed', async () => {
    serve({ 'GET /api/calendar/get-days/': calendarAnswer() });
    renderArea({ isAgeRestricted: true });
    await screen.findByTestId('calendar-day-2026-11-22');
    fireEvent.click(radio('calendar-day-2026-11-24'));
    expect(addButton().disabled).toBe(true);
    fireEvent.click(screen.getByLabelText('I confirm that I am aged 18 or over'));
    expect(addButton().disabled).toBe(false);
  });

  const pot = (id: number, name: string, price: number): PotAddon => ({
    id,
    name,
    image: `/images/pots/${id}.svg`,
    price,
    discountAmount: '0.00',
    discountedPrice: price,
    description: '',
    children: [],
  });

  it('offers three pots and More Pots above four, preselects the first and sends it', async () => {
    HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
      this.open = true;
    };
    const pots = [
      pot(1, 'Grey Pot', 0),
      pot(2, 'White Pot', 500),
      pot(3, 'Gold Pot', 800),
      pot(4, 'Blue Pot', 600),
      pot(5, 'Copper Pot', 900),
    ];
    const calls = serve({
      'GET /api/calendar/get-days/': calendarAnswer(),
      'GET /api/product/101/extras/435': () => json(pots),
      'POST /api/product/add': () => json([]),
    });
    const { router } = renderArea({ attributes: ['435'] });
    const chooser = await screen.findByTestId('pot-chooser');
    expect(within(chooser).getByTestId('pot-option-2').textContent).toBe('White Pot£5.00');
    expect(within(chooser).queryByTestId('pot-option-4')).toBeNull();
    expect(radio('pot-option-1').checked).toBe(true);

    const delay = holdModalDelay();
    fireEvent.click(within(chooser).getByRole('button', { name: 'More Pots' }));
    expect(within(chooser).getByTestId('pot-more').getAttribute('aria-busy')).toBe('true');
    const modal = screen.getByTestId('pot-modal');
    expect(modal.hasAttribute('open')).toBe(false);
    await delay.pass();
    expect(modal.hasAttribute('open')).toBe(true);
    expect(router.history.location.href).toBe('/?modal=open');
    expect(within(modal).getAllByRole('radio')).toHaveLength(5);
    fireEvent.click(within(modal).getByRole('radio', { name: /Copper Pot/ }));
    expect(modal.hasAttribute('open')).toBe(false);
    expect(router.history.location.href).toBe('/');

    await screen.findByTestId('calendar-day-2026-11-22');
    fireEvent.click(radio('calendar-day-2026-11-24'));
    fireEvent.click(addButton());
    await waitFor(() => expect(basketPanel.isOpen()).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ customisationId: 5 });
  });

  it('previews a pot in its own modal and chooses it from there', async () => {
    const pots = [pot(1, 'Grey Pot', 0), pot(2, 'White Pot', 500)];
    serve({
      'GET /api/calendar/get-days/': calendarAnswer(),
      'GET /api/product/101/extras/435': () => json(pots),
    });
    const { router } = renderArea({ attributes: ['435'] });
    const chooser = await screen.findByTestId('pot-chooser');
    const delay = holdModalDelay();
    fireEvent.click(within(chooser).getByRole('button', { name: 'Preview White Pot' }));
    const preview = screen.getByTestId('pot-preview');
    await delay.pass();
    expect(preview.hasAttribute('open')).toBe(true);
    expect(router.history.location.href).toBe('/?modal=open');
    expect(within(preview).getByRole('heading').textContent).toBe('White Pot');
    expect(within(preview).getByRole('img', { name: 'White Pot' })).toBeTruthy();
    fireEvent.click(within(preview).getByRole('button', { name: 'Choose this pot' }));
    expect(preview.hasAttribute('open')).toBe(false);
    expect(router.history.location.href).toBe('/');
    expect(radio('pot-option-2').checked).toBe(true);
  });
});
