import { ACCOUNT_ORDER_MESSAGES, CUSTOMER_MESSAGES } from '@shop/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSessionState } from '../../http/session-state';
import { envelope, renderApp, stubApi } from '../../test/render-app';

const FULL_APP = { timeout: 20_000 };
const LINK = '/sign-up-account/P1234567/abcDEF_123-xyz';
const CHECK = 'GET /api/sign-up-account/P1234567/abcDEF_123-xyz';
const GOOD = {
  valid: true,
  email: 'gina@example.com',
  name: 'Gina Guest',
  orderNumber: 'P1234567',
};

/** A guest on the emailed link; signing up makes the session a customer's. */
function serve(check: object, answer: string[] = []) {
  let signedIn = false;
  const sent: unknown[] = [];
  const api = stubApi({
    'GET /api/user-session': () =>
      envelope({
        data: signedIn ? { customerId: 'c-1', email: 'gina@example.com' } : null,
        isSignedIn: signedIn,
      }),
    [CHECK]: () => envelope({ data: check, isSignedIn: signedIn }),
    'POST /api/sign-up-account': (init) => {
      sent.push(JSON.parse(String(init?.body)));
      signedIn = answer.length === 0;
      return envelope({ data: answer, isSignedIn: signedIn });
    },
    'GET /api/account/details': () =>
      envelope({
        data: {
          customerId: 'c-1',
          name: 'Gina Guest',
          email: 'gina@example.com',
          phone: null,
          mailShot: false,
          businessCustomer: false,
          referralToken: 'ref',
          createdAt: '2026-06-04T10:00:00.000Z',
          pendingEmail: null,
        },
        isSignedIn: true,
      }),
  });
  vi.stubGlobal('fetch', api.fetchStub);
  return { api, sent };
}

beforeEach(() => resetSessionState());
afterEach(() => vi.unstubAllGlobals());

describe('an account from a guest order', FULL_APP, () => {
  it("shows the order's email, asks for a password and the mail preference, then signs in", async () => {
    const { sent } = serve(GOOD);
    const { router } = renderApp(LINK);
    const form = await screen.findByTestId('sign-up-from-order-form');
    expect(document.title).toBe('Create an Account | Posy');
    expect(screen.queryByTestId('account-frame')).toBeNull();
    expect(screen.getByTestId('sign-up-from-order-email').textContent).toBe('gina@example.com');
    expect(form.textContent).toContain('Keep order P1234567');

    const password = screen.getByLabelText('Choose a password') as HTMLInputElement;
    expect(password.type).toBe('password');
    expect(password.minLength).toBe(10);
    expect(password.required).toBe(true);
    const toggle = within(form).getByRole('button', { name: /show/i });
    fireEvent.click(toggle);
    expect(password.type).toBe('text');
    fireEvent.change(password, { target: { value: 'daffodils-in-march' } });
    const mail = screen.getByRole('checkbox', { name: /Email me about offers/ });
    expect((mail as HTMLInputElement).checked).toBe(true);
    fireEvent.click(mail);
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));

    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/account'));
    expect(sent).toEqual([
      {
        orderId: 'P1234567',
        verificationToken: 'abcDEF_123-xyz',
        password: 'daffodils-in-march',
        mailShot: false,
      },
    ]);
  });

  it("shows the server's messages in an alert and stays", async () => {
    serve(GOOD, [CUSTOMER_MESSAGES.emailTaken]);
    const { router } = renderApp(LINK);
    fireEvent.change(await screen.findByLabelText('Choose a password'), {
      target: { value: 'daffodils-in-march' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    const errors = await screen.findByTestId('sign-up-from-order-errors');
    expect(errors.textContent).toBe(CUSTOMER_MESSAGES.emailTaken);
    expect(errors.closest('[role="alert"]')).not.toBeNull();
    expect(router.state.location.pathname).toBe(LINK);
  });

  it.each([
    ['a tampered link', CUSTOMER_MESSAGES.orderLinkInvalid],
    ['an order that has an account', ACCOUNT_ORDER_MESSAGES.orderHasAccount],
  ])('says what is wrong with %s and offers sign-up and sign-in', async (_case, message) => {
    serve({ valid: false, message });
    renderApp(LINK);
    const refused = await screen.findByTestId('sign-up-from-order-refused');
    expect(refused.getAttribute('role')).toBe('alert');
    expect(refused.textContent).toContain(message);
    expect(
      within(refused).getByRole('link', { name: 'Create an account' }).getAttribute('href'),
    ).toBe('/sign-up');
    expect(within(refused).getByRole('link', { name: 'sign in' }).getAttribute('href')).toBe(
      '/sign-in',
    );
    expect(screen.queryByTestId('sign-up-from-order-form')).toBeNull();
  });
});
