import { CUSTOMER_MESSAGES } from '@shop/contracts';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSessionState } from '../../http/session-state';
import { envelope, renderApp } from '../../test/render-app';
import { failed, serveAccounts } from './account.fixtures';

const FULL_APP = { timeout: 20_000 };

beforeEach(() => {
  resetSessionState();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/account/edit-details/verify/:key', FULL_APP, () => {
  it('confirms the new email with the key, once, for a guest too', async () => {
    const api = serveAccounts({
      answers: {
        'POST /api/account/edit-details/verify': () => envelope({ data: [], isSignedIn: false }),
      },
    });
    const { router } = renderApp('/account/edit-details/verify/verify-key-1');

    const done = await screen.findByTestId('verify-email-done');
    expect(done.textContent).toBe(`${CUSTOMER_MESSAGES.emailVerified} Go to your account`);
    expect(router.state.location.pathname).toBe('/account/edit-details/verify/verify-key-1');
    expect(api.bodies['POST /api/account/edit-details/verify']).toEqual([{ key: 'verify-key-1' }]);
    expect(screen.queryByTestId('account-frame')).toBeNull();
  });

  it.each([
    ['listed', () => envelope({ data: [CUSTOMER_MESSAGES.verifyKeyInvalid], isSignedIn: false })],
    ['refused', () => failed(400, CUSTOMER_MESSAGES.verifyKeyInvalid)],
  ])('says a wrong or used key is not valid (%s)', async (_how, answer) => {
    serveAccounts({ answers: { 'POST /api/account/edit-details/verify': answer } });
    renderApp('/account/edit-details/verify/used-key');

    const refused = await screen.findByTestId('verify-email-refused');
    expect(refused.textContent).toBe('Sorry, that verification link is not valid or has expired.');
    expect(refused.getAttribute('role')).toBe('alert');
  });
});
