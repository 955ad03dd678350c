import { configure, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSessionState } from '../../api/session-state';
import { envelope, renderApp } from '../../test/render-app';
import { DETAILS, serveAccounts } from './account.fixtures';

// Whole-app renders: a lazily loaded page's first load can take a while on a busy machine.
configure({ asyncUtilTimeout: 5_000 });
const FULL_APP = { timeout: 20_000 };

beforeEach(() => {
  resetSessionState();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/account and /account/signin-methods', FULL_APP, () => {
  it("greets the customer with their details, titled 'My Account'", async () => {
    serveAccounts({ signedIn: true, details: { ...DETAILS, phone: '07700 900123' } });
    renderApp('/account');

    const welcome = await screen.findByTestId('account-welcome');
    expect(welcome.textContent).toBe('Hello Ada Lovelace.');
    expect(screen.getByRole('heading', { level: 1, name: 'My Account' })).toBeTruthy();
    expect(screen.getByTestId('account-email').textContent).toBe('ada@example.co.uk');
    expect(screen.getByText('07700 900123')).toBeTruthy();
    expect(document.title).toBe('My Account | Posy');
  });

  it.each([
    [{ password: true, emailLink: true }, ['Email and password', 'Email me a sign-in link']],
    [{ password: false, emailLink: true }, ['Email me a sign-in link']],
  ])('lists the ways this customer signs in: %j', async (methods, headings) => {
    serveAccounts({
      signedIn: true,
      answers: {
        'GET /api/account/signin-methods': () =>
          envelope({ data: { ...methods, email: DETAILS.email }, isSignedIn: true }),
      },
    });
    renderApp('/account/signin-methods');

    const list = await screen.findByTestId('signin-methods');
    expect(
      within(list)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(headings);
    expect(list.textContent).toContain(DETAILS.email);
  });

  it('mails a link to set a new password, once asked, and says where it went', async () => {
    const api = serveAccounts({
      signedIn: true,
      answers: {
        'GET /api/account/signin-methods': () =>
          envelope({
            data: { password: true, emailLink: true, email: DETAILS.email },
            isSignedIn: true,
          }),
        'POST /api/account/set-password-link': () => envelope({ data: [], isSignedIn: true }),
      },
    });
    renderApp('/account/signin-methods');
    const button = await screen.findByRole('button', {
      name: 'Email me a link to set a new password',
    });
    button.click();
    expect((await screen.findByTestId('signin-methods-set-password-sent')).textContent).toBe(
      `We've sent a link to ${DETAILS.email}. It works once, within an hour.`,
    );
    const sends = api.calls.filter(
      (call) => call.method === 'POST' && call.path === '/api/account/set-password-link',
    );
    expect(sends).toHaveLength(1);
    expect((button as HTMLButtonElement).disabled).toBe(true);
  });
});
