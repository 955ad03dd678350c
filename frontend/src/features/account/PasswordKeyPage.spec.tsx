import { CUSTOMER_MESSAGES } from '@shop/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSessionState } from '../../http/session-state';
import { envelope, renderApp } from '../../test/render-app';
import { failed, serveAccounts, signsIn, type AccountApi } from './account.fixtures';
import { settle } from '../../test/settle';

vi.mock('./captcha/CaptchaField', () => import('./captcha/captcha.fixtures'));

const FULL_APP = { timeout: 20_000 };

beforeEach(() => {
  resetSessionState();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const PATHS = {
  reset: {
    page: '/forgot-password',
    check: '/api/forgot-password/key',
    save: '/api/forgot-password/key',
  },
  set: { page: '/set-password', check: '/api/set-password/key', save: '/api/set-password/key' },
} as const;

/** A key that can be used once: after a saved password it is refused, as the backend does. */
function serveKey(purpose: 'reset' | 'set', key: string, valid: boolean, saved = signsIn()) {
  let used = !valid;
  const paths = PATHS[purpose];
  return serveAccounts({
    answers: {
      [`GET ${paths.check}/${key}`]: (_init, api: AccountApi) =>
        envelope({ data: { valid: !used }, isSignedIn: api.signedIn }),
      [`POST ${paths.save}`]: (init, api: AccountApi) => {
        const answer = saved(init, api);
        if (api.signedIn) used = true;
        return answer;
      },
    },
  });
}

function choose(password: string) {
  fireEvent.change(screen.getByLabelText('New password'), { target: { value: password } });
  fireEvent.click(screen.getByTestId('password-key-submit'));
}

describe('/forgot-password/:key and /set-password/:key', FULL_APP, () => {
  it.each([
    ['reset', '/forgot-password/key-1', 'Reset Password'],
    ['set', '/set-password/key-1', 'Set Password'],
  ] as const)(
    '%s: saves the new password with the key, signs in and opens the account',
    async (purpose, path, title) => {
      const api = serveKey(purpose, 'key-1', true);
      const { router } = renderApp(path);

      await screen.findByRole('heading', { level: 1, name: title });
      const password = screen.getByLabelText('New password') as HTMLInputElement;
      expect(password.minLength).toBe(10);
      expect(password.required).toBe(true);
      expect(screen.getByTestId('password-key-submit').textContent).toBe(title);

      choose('peonies-in-june');

      await screen.findByTestId('account-home');
      expect(router.state.location.pathname).toBe('/account');
      expect(api.bodies[`POST ${PATHS[purpose].save}`]).toEqual([
        { key: 'key-1', password: 'peonies-in-june' },
      ]);
    },
  );

  it('reset: a wrong or used key goes back to /forgot-password with its message', async () => {
    serveKey('reset', 'used-key', false);
    const { router } = renderApp('/forgot-password/used-key');

    const refused = await screen.findByTestId('forgot-password-key-refused');
    expect(refused.textContent).toBe(
      'Sorry, that password reset link is not valid or has been used. Please ask for a new one.',
    );
    expect(router.state.location.pathname).toBe('/forgot-password');
    expect(router.state.location.search).toEqual({ key: 'refused' });
  });

  it('set: a wrong or used key stays on the page and says so, with no form', async () => {
    const api = serveKey('set', 'used-key', false);
    const { router } = renderApp('/set-password/used-key');

    const refused = await screen.findByTestId('password-key-refused');
    expect(refused.textContent).toBe(`${CUSTOMER_MESSAGES.setKeyInvalid} Ask for a new link`);
    expect(refused.getAttribute('role')).toBe('alert');
    expect(
      within(refused).getByRole('link', { name: 'Ask for a new link' }).getAttribute('href'),
    ).toBe('/forgot-password');
    expect(screen.getByRole('heading', { level: 1, name: 'Set Password' })).toBeTruthy();
    expect(screen.queryByTestId('password-key-form')).toBeNull();
    await settle();
    expect(router.state.location.pathname).toBe('/set-password/used-key');
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it.each([
    ['listed', signsIn([CUSTOMER_MESSAGES.shortPassword])],
    ['refused', () => failed(400, CUSTOMER_MESSAGES.shortPassword)],
  ])("shows the server's message (%s) and stays", async (_how, answer) => {
    serveKey('reset', 'key-1', true, answer);
    const { router } = renderApp('/forgot-password/key-1');
    await screen.findByTestId('password-key-form');

    choose('short');

    const errors = await screen.findByTestId('password-key-errors');
    expect(errors.textContent).toBe('Your password must be at least 10 characters long.');
    expect(router.state.location.pathname).toBe('/forgot-password/key-1');
  });

  it('asks the server about the key in the address, encoded', async () => {
    const api = serveAccounts({
      answers: {
        'GET /api/set-password/key/a%2Fb': () =>
          envelope({ data: { valid: true }, isSignedIn: false }),
      },
    });
    renderApp('/set-password/a%2Fb');
    await screen.findByTestId('password-key-form');
    await waitFor(() =>
      expect(api.calls).toContainEqual({ method: 'GET', path: '/api/set-password/key/a%2Fb' }),
    );
  });
});
