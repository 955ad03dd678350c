import { POINTS_MESSAGES, type CheckoutState } from '@shop/contracts';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkoutQueryOptions } from '../../api/checkout-state.queries';
import { discountChanged, discountQueryOptions } from '../../api/discount.queries';
import { resetSessionState } from '../../http/session-state';
import { order } from '../order-kit/basket.fixtures';
import { PointsPanel } from './PointsPanel';
import { pointsBasket, refused, servePoints } from './points.fixtures';
import { settle } from '../../test/settle';

beforeEach(() => resetSessionState());
afterEach(() => vi.unstubAllGlobals());

const GET = '/api/checkout/posy-points/get';
const REDEEM = '/api/checkout/posy-points/redeem';
const REMOVE = '/api/checkout/posy-points/remove';

/** The panel as a page holds it: fed the basket the checkout query has, beside the discount box's query. */
function Page({ locked }: { locked: boolean }) {
  const { data } = useQuery(checkoutQueryOptions());
  useQuery(discountQueryOptions());
  return data ? <PointsPanel state={data} locked={locked} /> : null;
}

function renderPanel({ locked = false }: { locked?: boolean } = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: 0 } },
  });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <Page locked={locked} />
    </QueryClientProvider>,
  );
  return { ...view, queryClient };
}

const box = () => screen.getByTestId('points-box');
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

describe('the Posy Points panel', () => {
  it('shows a signed-in customer their points, what this purchase may take, and Redeem', async () => {
    servePoints({ points: 12 });
    renderPanel();
    await screen.findByTestId('points-unclaimed');
    expect(within(box()).getByRole('heading', { level: 2 }).textContent).toBe('Posy Points™');
    expect(screen.getByTestId('points-total').textContent).toBe('12 points');
    expect(screen.getByTestId('points-redeemable').textContent).toBe('12 points (£12.00 off)');
    const redeem = button('Redeem');
    expect(redeem.disabled).toBe(false);
    expect(redeem.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(redeem.getAttribute('aria-describedby')!)!.textContent).toBe(
      'Redeem 12 points to take £12.00 off this purchase.',
    );
  });

  it('offers no more than the whole pounds of the total', async () => {
    // £50.25 to pay: 50 of the 80 points.
    servePoints({ points: 80 });
    renderPanel();
    await screen.findByTestId('points-unclaimed');
    expect(screen.getByTestId('points-total').textContent).toBe('80 points');
    expect(screen.getByTestId('points-redeemable').textContent).toBe('50 points (£50.00 off)');
  });

  it('keeps Redeem off when the purchase is too small for a whole point', async () => {
    servePoints({
      points: 3,
      state: pointsBasket({
        orders: [order('o1', { subtotal: 80, total: 80, originalPrice: 80 })],
      }),
    });
    renderPanel();
    await screen.findByTestId('points-unclaimed');
    expect(screen.getByTestId('points-redeemable').textContent).toBe('0 points (£0.00 off)');
    expect(button('Redeem').disabled).toBe(true);
  });

  it('redeems: the basket is replaced from the answer, Remove takes focus, the discount and points are read again', async () => {
    const api = servePoints({ points: 12 });
    const { queryClient } = renderPanel();
    await screen.findByTestId('points-unclaimed');
    const discountReads = api.count('/api/discount/get');
    const basketReads = api.count('/api/checkout/get');

    button('Redeem').focus();
    fireEvent.click(button('Redeem'));
    const claimed = await screen.findByTestId('points-claimed');
    expect(claimed.textContent).toBe('You have claimed 12 points: £12.00 off this purchase.');
    expect(document.activeElement).toBe(button('Remove'));
    expect(api.count(REDEEM)).toBe(1);
    // The answer is the basket: it is not asked for again.
    const held = queryClient.getQueryData<CheckoutState>(checkoutQueryOptions().queryKey);
    expect(held?.pointsRedeemed).toBe(12);
    expect(held?.purchase.totalToPay).toBe(5025 - 1200);
    await waitFor(() => expect(api.count('/api/discount/get')).toBe(discountReads + 1));
    expect(api.count('/api/checkout/get')).toBe(basketReads);
  });

  it('removes claimed points: the panel goes back to Redeem, which takes focus', async () => {
    const api = servePoints({ points: 12 });
    renderPanel();
    await screen.findByTestId('points-unclaimed');
    fireEvent.click(button('Redeem'));
    await screen.findByTestId('points-claimed');

    fireEvent.click(button('Remove'));
    await screen.findByTestId('points-unclaimed');
    await waitFor(() => expect(document.activeElement).toBe(button('Redeem')));
    expect(api.count(REMOVE)).toBe(1);
    expect(api.basket.pointsRedeemed).toBe(0);
    expect(api.basket.purchase.totalToPay).toBe(5025);
  });

  it('shows points already on the basket as claimed, without asking what could be redeemed', async () => {
    const state = { ...pointsBasket(), pointsRedeemed: 1 };
    const api = servePoints({ state });
    renderPanel();
    expect((await screen.findByTestId('points-claimed')).textContent).toBe(
      'You have claimed 1 point: £1.00 off this purchase.',
    );
    expect(api.count(GET)).toBe(0);
  });

  it('reads the points again when the discount code changes (spec 000 §4)', async () => {
    const api = servePoints({ points: 12 });
    const { queryClient } = renderPanel();
    await screen.findByTestId('points-unclaimed');
    const asked = api.count(GET);
    act(() => discountChanged(queryClient, { code: 'WELCOME10', messages: [] }));
    await waitFor(() => expect(api.count(GET)).toBe(asked + 1));
  });

  it.each([
    [
      'every order is a subscription',
      { orders: [order('o1', { subscription: true })] },
      POINTS_MESSAGES.subscription,
    ],
    [
      'nothing is left to pay',
      { orders: [order('o1', { subtotal: 0, total: 0, originalPrice: 5025 })] },
      POINTS_MESSAGES.freeOrder,
    ],
  ])('says so instead of the panel when %s', async (_case, basketOf, notice) => {
    const api = servePoints({ state: pointsBasket(basketOf) });
    renderPanel();
    expect((await screen.findByTestId('points-notice')).textContent).toBe(notice);
    expect(screen.queryByRole('button')).toBeNull();
    expect(api.count(GET)).toBe(0);
  });

  it('offers points on a basket with a subscription and a bouquet', async () => {
    servePoints({
      state: pointsBasket({ orders: [order('o1', { subscription: true }), order('o2')] }),
    });
    renderPanel();
    await screen.findByTestId('points-unclaimed');
    expect(screen.queryByTestId('points-notice')).toBeNull();
  });

  it('says so instead of the panel to a customer with no points', async () => {
    servePoints({ points: 0 });
    renderPanel();
    expect((await screen.findByTestId('points-notice')).textContent).toBe(
      'You do not have any Posy Points™ to redeem.',
    );
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows the points failure when redeeming fails, and reads the points again', async () => {
    const api = servePoints({
      points: 12,
      answers: { [`GET ${REDEEM}`]: () => new Response(null, { status: 500 }) },
    });
    renderPanel();
    await screen.findByTestId('points-unclaimed');
    const asked = api.count(GET);
    fireEvent.click(button('Redeem'));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'Oops! Something went wrong when redeeming your Posy Points™ - please refresh the page and try again.',
    );
    await waitFor(() => expect(api.count(GET)).toBe(asked + 1));
    expect(screen.getByTestId('points-unclaimed')).toBeTruthy();
  });

  it('shows the points failure when removing fails', async () => {
    servePoints({
      state: { ...pointsBasket(), pointsRedeemed: 4 },
      answers: { [`GET ${REMOVE}`]: () => Promise.reject(new TypeError('Failed to fetch')) },
    });
    renderPanel();
    await screen.findByTestId('points-claimed');
    fireEvent.click(button('Remove'));
    expect((await screen.findByRole('alert')).textContent).toBe(POINTS_MESSAGES.failure);
    expect(screen.getByTestId('points-claimed')).toBeTruthy();
  });

  it("gives the shop's own refusal word for word (points spent elsewhere in the meantime)", async () => {
    servePoints({
      points: 12,
      answers: { [`GET ${REDEEM}`]: () => refused(400, POINTS_MESSAGES.noPoints) },
    });
    renderPanel();
    await screen.findByTestId('points-unclaimed');
    fireEvent.click(button('Redeem'));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'You do not have any Posy Points™ to redeem.',
    );
  });

  it('shows the points failure when the points cannot be read', async () => {
    servePoints({ answers: { [`GET ${GET}`]: () => new Response(null, { status: 503 }) } });
    renderPanel();
    expect((await screen.findByRole('alert')).textContent).toBe(POINTS_MESSAGES.failure);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('keeps Redeem and Remove off while a payment is on its way', async () => {
    const api = servePoints({ points: 12 });
    const { rerender, queryClient } = renderPanel({ locked: true });
    await screen.findByTestId('points-unclaimed');
    expect(button('Redeem').disabled).toBe(true);
    fireEvent.click(button('Redeem'));
    await settle();
    expect(api.count(REDEEM)).toBe(0);

    api.basket = { ...api.basket, pointsRedeemed: 2 };
    await act(() => queryClient.invalidateQueries());
    rerender(
      <QueryClientProvider client={queryClient}>
        <Page locked />
      </QueryClientProvider>,
    );
    await screen.findByTestId('points-claimed');
    expect(button('Remove').disabled).toBe(true);
  });

  it('keeps Redeem off while redeeming, with a spinner', async () => {
    let answer!: (response: Response) => void;
    const api = servePoints({
      points: 12,
      answers: { [`GET ${REDEEM}`]: () => new Promise<Response>((resolve) => (answer = resolve)) },
    });
    renderPanel();
    await screen.findByTestId('points-unclaimed');
    fireEvent.click(button('Redeem'));
    await waitFor(() => expect(button('Redeem').disabled).toBe(true));
    expect(within(button('Redeem')).getByTestId('inline-spinner')).toBeTruthy();
    fireEvent.click(button('Redeem'));
    expect(api.count(REDEEM)).toBe(1);
    await act(async () => answer(new Response(null, { status: 500 })));
  });

  it('links to /posy-points in a new tab, saying so', async () => {
    servePoints();
    renderPanel();
    await screen.findByTestId('points-unclaimed');
    const link = screen.getByRole('link', { name: 'How Posy Points™ work (opens in a new tab)' });
    expect(link.getAttribute('href')).toBe('/posy-points');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it.each([
    ['a guest', { signedIn: false }],
    ['a business customer', { state: pointsBasket({ businessCustomer: true }) }],
  ])('is not shown to %s, who is never asked about points', async (_who, options) => {
    const api = servePoints(options);
    renderPanel();
    await waitFor(() => expect(api.count('/api/user-session')).toBe(1));
    await waitFor(() => expect(api.count('/api/checkout/get')).toBe(1));
    await settle();
    expect(screen.queryByTestId('points-box')).toBeNull();
    expect(api.count(GET)).toBe(0);
  });
});
