import { PAYMENT_MESSAGES, type CheckoutState } from '@shop/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkoutKeys } from '../../api/checkout.queries';
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

const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;

function fillCard(number = '4242424242424242') {
  fireEvent.change(field('Card number'), { target: { value: number } });
  fireEvent.change(field('Expiry date (MM / YY)'), { target: { value: '1240' } });
  fireEvent.change(field('Security code (CVC)'), { target: { value: '123' } });
  fireEvent.change(field('Name on card'), { target: { value: 'Grace Hopper' } });
}

const payButton = () => screen.getByTestId('pay-button') as HTMLButtonElement;

describe('the card form', () => {
  it('groups the number as typed and asks the browser for card autofill', async () => {
    renderPanel(basketAnswers(payableBasket));
    await screen.findByTestId('card-form');
    fireEvent.change(field('Card number'), { target: { value: '42424242' } });
    expect(field('Card number').value).toBe('4242 4242');
    fireEvent.change(field('Expiry date (MM / YY)'), { target: { value: '123' } });
    expect(field('Expiry date (MM / YY)').value).toBe('12 / 3');
    expect(
      ['Card number', 'Expiry date (MM / YY)', 'Security code (CVC)', 'Name on card'].map(
        (name) => [field(name).autocomplete, field(name).inputMode],
      ),
    ).toEqual([
      ['cc-number', 'numeric'],
      ['cc-exp', 'numeric'],
      ['cc-csc', 'numeric'],
      ['cc-name', ''],
    ]);
    expect(payButton().textContent).toBe('Pay £50.25');
  });

  it('checks a field when it is left, with its message under it', async () => {
    renderPanel(basketAnswers(payableBasket));
    await screen.findByTestId('card-form');
    expect(screen.getByTestId('card-number-error').textContent).toBe('');
    fireEvent.change(field('Card number'), { target: { value: '4012888888881881' } });
    fireEvent.blur(field('Card number'));
    const error = screen.getByTestId('card-number-error');
    expect(error.textContent).toBe('Please use one of the test cards listed below.');
    expect(error.getAttribute('role')).toBe('alert');
    expect(field('Card number').getAttribute('aria-invalid')).toBe('true');
    expect(field('Card number').getAttribute('aria-describedby')).toBe(error.id);
    // The other fields have not been visited yet.
    expect(screen.getByTestId('card-expiry-error').textContent).toBe('');
  });

  it('shows every problem on Pay, focuses the first, and sends nothing', async () => {
    const { api } = renderPanel(basketAnswers(payableBasket));
    await screen.findByTestId('card-form');
    fireEvent.change(field('Expiry date (MM / YY)'), { target: { value: '0120' } });
    fireEvent.click(payButton());
    expect(screen.getByTestId('card-number-error').textContent).toBe(
      'Please enter your card number.',
    );
    expect(screen.getByTestId('card-expiry-error').textContent).toBe('This card has expired.');
    expect(screen.getByTestId('card-cvc-error').textContent).toBe(
      'Please enter the security code (CVC).',
    );
    expect(screen.getByTestId('card-name-error').textContent).toBe(
      'Please enter the name on the card.',
    );
    expect(document.activeElement).toBe(field('Card number'));
    expect(api.calls.filter((call) => call.path === '/api/payment/pay')).toEqual([]);
  });

  it('lists the test cards in a hint the shopper can open', async () => {
    renderPanel(basketAnswers(payableBasket));
    const hint = await screen.findByTestId('test-cards');
    expect(hint.tagName).toBe('DETAILS');
    expect(within(hint).getByText('Test cards you can use').tagName).toBe('SUMMARY');
    expect(
      within(hint)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '4242 4242 4242 4242Visa: the payment succeeds',
      '5555 5555 5555 4444Mastercard: the payment succeeds',
      '4000 0000 0000 0002The card is declined',
      '4000 0000 0000 9995The card has insufficient funds',
      '4000 0000 0000 0119The payment fails with a processing error',
    ]);
    expect(screen.getByTestId('test-payments-notice').textContent).toBe(
      'This shop takes test payments: no real card is charged.',
    );
  });
});

describe('paying by card', () => {
  it('sends the test card token with an Idempotency-Key, disabled with a spinner meanwhile', async () => {
    const calls: PayCall[] = [];
    let answer: (response: Response) => void = () => undefined;
    const { router, queryClient } = renderPanel({
      ...basketAnswers(payableBasket),
      'POST /api/payment/pay': (init) => {
        calls.push(payCall(init));
        return new Promise<Response>((resolve) => (answer = resolve)) as unknown as Response;
      },
    });
    await screen.findByTestId('card-form');
    fillCard();
    fireEvent.click(payButton());
    // A double click: the second is ignored.
    fireEvent.click(payButton());
    await waitFor(() => expect(payButton().disabled).toBe(true));
    fireEvent.submit(screen.getByTestId('card-form'));
    expect(screen.getByTestId('inline-spinner')).toBeTruthy();
    expect(payButton().getAttribute('aria-busy')).toBe('true');
    expect(screen.getByTestId('pay-status').textContent).toBe('Taking your payment…');
    expect(calls).toHaveLength(1);
    expect(calls[0].body).toEqual({ paymentMethod: 'pm_card_visa' });
    expect(calls[0].key).toMatch(/^[0-9a-f-]{36}$/);

    answer(
      envelope({
        data: { status: 'paid', purchaseId: 'pur-1', orderNumbers: ['P1234567'] },
        redirectUrl: '/order-complete',
        isSignedIn: false,
      }),
    );
    await screen.findByTestId('order-complete-stub', {}, { timeout: 5000 });
    expect(router.state.location.pathname).toBe('/order-complete');
    // The header's basket count reads the new, empty basket straight away.
    const basket = queryClient.getQueryData<CheckoutState>(checkoutKeys.state());
    expect(basket?.purchase.orders).toEqual([]);
    expect(calls).toHaveLength(1);
  });

  it.each([
    ['4000 0000 0000 0002', 'pm_card_chargeDeclined', PAYMENT_MESSAGES.declined],
    [
      '4000 0000 0000 9995',
      'pm_card_chargeDeclinedInsufficientFunds',
      PAYMENT_MESSAGES.insufficientFunds,
    ],
    ['4000 0000 0000 0119', 'pm_card_processingError', PAYMENT_MESSAGES.processingError],
  ])('shows the refusal for %s in the form and keeps it usable', async (number, token, message) => {
    const calls: PayCall[] = [];
    renderPanel({
      ...basketAnswers(payableBasket),
      'POST /api/payment/pay': (init) => {
        calls.push(payCall(init));
        return refused(message);
      },
    });
    await screen.findByTestId('card-form');
    fillCard(number);
    fireEvent.click(payButton());
    const error = await screen.findByText(message);
    expect(error.getAttribute('role')).toBe('alert');
    expect(within(screen.getByTestId('card-form')).getByTestId('payment-error')).toBe(error);
    expect(calls[0].body.paymentMethod).toBe(token);
    expect(payButton().disabled).toBe(false);
    expect(field('Name on card').value).toBe('Grace Hopper');
  });

  it('says to check the email when the payment could not be confirmed, and retries it with the same key', async () => {
    const calls: PayCall[] = [];
    const outcomes: (() => Response)[] = [
      () => refused(PAYMENT_MESSAGES.notConfirmed, 503),
      () =>
        envelope({
          data: { status: 'paid', purchaseId: 'pur-1', orderNumbers: ['P1234567'] },
          redirectUrl: '/order-complete',
          isSignedIn: false,
        }),
    ];
    renderPanel({
      ...basketAnswers(payableBasket),
      'POST /api/payment/pay': (init) => {
        calls.push(payCall(init));
        return outcomes[calls.length - 1]();
      },
    });
    await screen.findByTestId('card-form');
    fillCard();
    fireEvent.click(payButton());
    const error = await screen.findByText(
      'We could not confirm your payment yet - please check your email before paying again.',
    );
    expect(error.getAttribute('role')).toBe('alert');
    expect(within(screen.getByTestId('card-form')).getByTestId('payment-error')).toBe(error);
    expect(payButton().disabled).toBe(false);
    // Paying again is the same attempt: the server finds it placed, or carries it on.
    fireEvent.click(payButton());
    await screen.findByTestId('order-complete-stub', {}, { timeout: 5000 });
    expect(calls).toHaveLength(2);
    expect(calls[1].key).toBe(calls[0].key);
  });

  it('renews the Idempotency-Key after a decline, and keeps it when the answer was lost', async () => {
    const calls: PayCall[] = [];
    const outcomes: (() => Response)[] = [
      () => refused(PAYMENT_MESSAGES.declined),
      () => {
        throw new TypeError('Failed to fetch');
      },
      () =>
        envelope({
          data: { status: 'paid', purchaseId: 'pur-1', orderNumbers: ['P1234567'] },
          redirectUrl: '/order-complete',
          isSignedIn: false,
        }),
    ];
    renderPanel({
      ...basketAnswers(payableBasket),
      'POST /api/payment/pay': (init) => {
        calls.push(payCall(init));
        return outcomes[calls.length - 1]();
      },
    });
    await screen.findByTestId('card-form');
    fillCard('4000000000000002');
    fireEvent.click(payButton());
    await screen.findByText(PAYMENT_MESSAGES.declined);

    fireEvent.change(field('Card number'), { target: { value: '4242424242424242' } });
    fireEvent.click(payButton());
    await screen.findByText('Oops! Something went wrong – please try again.');
    fireEvent.click(payButton());
    await screen.findByTestId('order-complete-stub', {}, { timeout: 5000 });

    expect(calls.map((call) => call.body.paymentMethod)).toEqual([
      'pm_card_chargeDeclined',
      'pm_card_visa',
      'pm_card_visa',
    ]);
    expect(calls[1].key).not.toBe(calls[0].key);
    expect(calls[2].key).toBe(calls[1].key);
  });
});
