import { londonIsoDate, type CheckoutState } from '@shop/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSessionState } from '../../http/session-state';
import { envelope, renderApp, stubApi } from '../../test/render-app';
import { basket, item, order } from '../order-kit/basket.fixtures';

const FULL_APP = { timeout: 20_000 };

let state: CheckoutState;
let updates: { key: string; orderIndex: number; data: Record<string, unknown> }[];

const giftCardOrder = (
  recipient: CheckoutState['purchase']['orders'][number]['giftCardRecipient'],
) =>
  order('g', {
    orderItems: [item({ name: 'Posy Gift Card', price: 3000 })],
    isGiftCard: true,
    subtotal: 3000,
    total: 3000,
    giftCardRecipient: recipient,
  });

function stub() {
  const api = stubApi({
    'GET /api/user-session': () => envelope({ data: null, isSignedIn: false }),
    'GET /api/checkout/get': () => envelope({ data: state, isSignedIn: false }),
    'GET /api/checkout/get-with-redirect': () => envelope({ data: state, isSignedIn: false }),
    'GET /api/checkout/validate/1': () =>
      envelope({ data: { orderIndex: 1, orderErrors: [], errors: [] }, isSignedIn: false }),
    'POST /api/checkout/update': (init) => {
      const body = JSON.parse(String(init?.body)) as (typeof updates)[number];
      updates.push(body);
      if (body.key === 'gift-card') {
        const data = body.data as {
          recipientName: string;
          recipientEmail: string;
          message: string;
          sendDate: string;
        };
        state = basket([giftCardOrder({ ...data, sendDate: data.sendDate })]);
      }
      return envelope({ data: state, isSignedIn: false });
    },
  });
  vi.stubGlobal('fetch', api.fetchStub);
}

beforeEach(() => {
  resetSessionState();
  updates = [];
  state = basket([giftCardOrder(null)]);
});

afterEach(() => vi.unstubAllGlobals());

describe("a gift card order's checkout page", FULL_APP, () => {
  it('asks for the recipient in place of the card, recipient and delivery sections', async () => {
    stub();
    renderApp('/checkout/1');
    const section = await screen.findByTestId('checkout-gift-card');
    expect(within(section).getByRole('heading', { level: 2 }).textContent).toBe(
      'Gift card recipient',
    );
    for (const skipped of [
      'checkout-card',
      'checkout-message',
      'checkout-recipient',
      'checkout-delivery',
    ]) {
      expect(screen.queryByTestId(skipped)).toBeNull();
    }
    const sendDate = within(section).getByLabelText('Send the gift card on') as HTMLInputElement;
    const today = londonIsoDate(new Date());
    expect(sendDate.value).toBe(today);
    expect(sendDate.min).toBe(today);
    expect(screen.getByTestId('order-summary-gift-card-recipient').textContent).toBe(
      'Gift card recipient: not yet given',
    );
  });

  it('counts the message up to 500 characters and saves through update key gift-card', async () => {
    stub();
    renderApp('/checkout/1');
    const section = await screen.findByTestId('checkout-gift-card');
    const set = (label: string, value: string) =>
      fireEvent.change(within(section).getByLabelText(label), { target: { value } });
    const message = within(section).getByLabelText('Your message') as HTMLTextAreaElement;
    expect(message.maxLength).toBe(500);
    expect(screen.getByTestId('gift-card-message-count').textContent).toBe('0 / 500 characters');
    set('Recipient name', 'Alan Turing');
    set('Recipient email address', 'alan@example.com');
    set('Your message', 'Happy birthday!');
    expect(screen.getByTestId('gift-card-message-count').textContent).toBe('15 / 500 characters');
    set('Send the gift card on', '2099-06-10');
    fireEvent.click(within(section).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByTestId('gift-card-recipient-saved').textContent).toBe('Saved'),
    );
    expect(updates).toEqual([
      {
        key: 'gift-card',
        orderIndex: 1,
        data: {
          recipientName: 'Alan Turing',
          recipientEmail: 'alan@example.com',
          message: 'Happy birthday!',
          sendDate: '2099-06-10',
        },
      },
    ]);
    await waitFor(() =>
      expect(screen.getByTestId('order-summary-gift-card-recipient').textContent).toBe(
        'Emailed to Alan Turing <alan@example.com> on 10th June',
      ),
    );
  });
});
