import { GIFT_CARD_MESSAGES, PAYMENT_MESSAGES, type CheckoutState } from '@shop/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope } from '../../test/render-app';
import {
  basketAnswers,
  payableBasket,
  payCall,
  refused,
  renderPanel,
  type PayCall,
} from './payment-test-app';

afterEach(() => vi.unstubAllGlobals());

const CODE = 'ABCDEFGHJKLMNPQR';

/** A pay call answered 'paid' (off to /order-complete), recorded in `calls`. */
const paidInto = (calls: PayCall[]) => (init: RequestInit | undefined) => {
  calls.push(payCall(init));
  return envelope({
    data: { status: 'paid', purchaseId: 'pur-1', orderNumbers: ['P1234567'] },
    redirectUrl: '/order-complete',
    isSignedIn: false,
  });
};

const withCard = (giftCardTotal: number, balance: number): CheckoutState => {
  const state = payableBasket();
  return {
    ...state,
    purchase: {
      ...state.purchase,
      giftCardTotal,
      totalToPay: state.purchase.total - giftCardTotal,
    },
    giftCard: { code: CODE, balance, expiresOn: '2028-06-05' },
  };
};

function stubGiftCards(applied: CheckoutState, extra: Parameters<typeof renderPanel>[0] = {}) {
  let state = payableBasket();
  const bodies: unknown[] = [];
  const view = renderPanel({
    ...basketAnswers(() => state),
    'POST /api/payment/gift-card': (init) => {
      const body = JSON.parse(String(init?.body)) as { code: string };
      bodies.push(body);
      if (body.code !== CODE) return refused(GIFT_CARD_MESSAGES.notFound, 404);
      state = applied;
      return envelope({ data: state, isSignedIn: false });
    },
    'POST /api/payment/gift-card/remove': () => {
      state = payableBasket();
      return envelope({ data: state, isSignedIn: false });
    },
    ...extra,
  });
  return { ...view, bodies };
}

const codeInput = () => screen.getByLabelText('Gift card code') as HTMLInputElement;

describe('the gift card box', () => {
  it('applies a code as typed, shows what it takes off and what is left, and removes it', async () => {
    const { bodies, api } = stubGiftCards(withCard(2000, 2500));
    await screen.findByTestId('gift-card-box');
    fireEvent.change(codeInput(), { target: { value: 'abcd-efgh jklm-npqr' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    const applied = await screen.findByTestId('gift-card-applied');
    expect(bodies).toEqual([{ code: CODE }]);
    expect(applied.textContent).toBe('Gift card ABCD-EFGH-JKLM-NPQR: −£20.00');
    expect(document.activeElement).toBe(applied);
    expect(screen.getByTestId('gift-card-remaining').textContent).toBe(
      '£5.00 left on the card after this purchase',
    );
    expect(screen.getByTestId('payment-totals').textContent).toBe(
      'Total£50.25Gift card−£20.00Total to pay£30.25',
    );
    expect(screen.getByTestId('pay-button').textContent).toBe('Pay £30.25');

    fireEvent.click(screen.getByRole('button', { name: 'Remove gift card' }));
    await waitFor(() => expect(screen.queryByTestId('gift-card-applied')).toBeNull());
    expect(document.activeElement).toBe(codeInput());
    expect(screen.getByTestId('payment-totals').textContent).toBe('Total£50.25Total to pay£50.25');
    expect(api.calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      '/api/payment/gift-card',
      '/api/payment/gift-card/remove',
    ]);
  });

  it("shows the server's refusal, and checks the code's shape before asking", async () => {
    const { bodies } = stubGiftCards(withCard(2000, 2500));
    await screen.findByTestId('gift-card-box');
    const error = screen.getByTestId('gift-card-error');
    expect(error.getAttribute('role')).toBe('alert');

    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(error.textContent).toBe('Please enter your gift card code.');
    fireEvent.change(codeInput(), { target: { value: 'ABC0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(error.textContent).toBe("Sorry, we couldn't find a gift card with that code.");
    expect(bodies).toEqual([]);

    fireEvent.change(codeInput(), { target: { value: 'ZZZZ-ZZZZ-ZZZZ-ZZZZ' } });
    expect(error.textContent).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(error.textContent).toBe("Sorry, we couldn't find a gift card with that code."),
    );
    expect(bodies).toEqual([{ code: 'ZZZZZZZZZZZZZZZZ' }]);
    expect(codeInput().getAttribute('aria-invalid')).toBe('true');
  });

  it('pays with the gift card alone when it covers everything: no card form', async () => {
    const calls: PayCall[] = [];
    stubGiftCards(withCard(5025, 8000), {
      'POST /api/payment/pay': paidInto(calls),
    });
    await screen.findByTestId('card-form');
    fireEvent.change(codeInput(), { target: { value: CODE } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    const pay = await screen.findByRole('button', { name: 'Pay with gift card' });
    expect(screen.queryByTestId('card-form')).toBeNull();
    expect(screen.getByTestId('payment-to-pay').textContent).toBe('£0.00');
    fireEvent.click(pay);
    fireEvent.click(pay);
    await screen.findByTestId('order-complete-stub', {}, { timeout: 5000 });
    expect(calls).toHaveLength(1);
    expect(calls[0].body).toEqual({ paymentMethod: 'gift_card' });
  });

  it('says a free purchase (a code took it all off) has nothing to pay, and places it', async () => {
    const calls: PayCall[] = [];
    const free = payableBasket({
      purchase: { ...payableBasket().purchase, total: 0, totalToPay: 0 },
    });
    renderPanel({
      ...basketAnswers(() => free),
      'POST /api/payment/pay': paidInto(calls),
    });
    const form = await screen.findByTestId('gift-card-pay-form');
    expect(form.textContent).toContain('There is nothing to pay for this purchase.');
    expect(form.textContent).not.toMatch(/gift card|Posy Points/);
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    await screen.findByTestId('order-complete-stub', {}, { timeout: 5000 });
    expect(calls).toHaveLength(1);
  });

  it('reads the basket again when the card balance changed under the payment', async () => {
    let reads = 0;
    const state = withCard(5025, 8000);
    renderPanel({
      ...basketAnswers(() => {
        reads += 1;
        return state;
      }),
      'POST /api/payment/pay': () => refused(GIFT_CARD_MESSAGES.balanceChanged, 409),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Pay with gift card' }));
    await screen.findByText(GIFT_CARD_MESSAGES.balanceChanged);
    await waitFor(() => expect(reads).toBe(2));
  });

  it('reads the basket again when another tab changed it while paying', async () => {
    let reads = 0;
    const state = withCard(5025, 8000);
    renderPanel({
      ...basketAnswers(() => {
        reads += 1;
        return state;
      }),
      'POST /api/payment/pay': () => refused(PAYMENT_MESSAGES.basketChanged, 409),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Pay with gift card' }));
    await screen.findByText(PAYMENT_MESSAGES.basketChanged);
    await waitFor(() => expect(reads).toBe(2));
  });

  it('sends the shopper to the order that is not ready', async () => {
    const { onNotReady } = renderPanel({
      ...basketAnswers(payableBasket),
      'POST /api/payment/pay': () => refused(PAYMENT_MESSAGES.notReady, 422),
    });
    await screen.findByTestId('card-form');
    fireEvent.change(screen.getByLabelText('Card number'), {
      target: { value: '4242424242424242' },
    });
    fireEvent.change(screen.getByLabelText('Expiry date (MM / YY)'), { target: { value: '1240' } });
    fireEvent.change(screen.getByLabelText('Security code (CVC)'), { target: { value: '123' } });
    fireEvent.change(screen.getByLabelText('Name on card'), { target: { value: 'G' } });
    fireEvent.click(screen.getByTestId('pay-button'));
    await screen.findByText(PAYMENT_MESSAGES.notReady);
    expect(onNotReady).toHaveBeenCalledTimes(1);
  });
});
