import { CUSTOMER_MESSAGES } from '@shop/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
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

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

async function change(current: string, next: string) {
  await screen.findByTestId('change-password-form');
  fireEvent.change(field('Current password'), { target: { value: current } });
  fireEvent.change(field('New password'), { target: { value: next } });
  fireEvent.click(screen.getByRole('button', { name: 'Change Password' }));
}

describe('/account/change-password', FULL_APP, () => {
  it('asks for the current password (any length) and a new one of 10 or more', async () => {
    serveAccounts({ signedIn: true });
    renderApp('/account/change-password');
    await screen.findByTestId('change-password-form');

    expect(field('Current password').minLength).toBe(1);
    expect(field('Current password').autocomplete).toBe('current-password');
    expect(field('New password').minLength).toBe(10);
    expect(field('New password').autocomplete).toBe('new-password');
  });

  it('changes the password, says so and clears both fields', async () => {
    const api = serveAccounts({
      signedIn: true,
      answers: {
        'POST /api/account/change-password': () => envelope({ data: [], isSignedIn: true }),
      },
    });
    renderApp('/account/change-password');

    await change('tulips-in-spring', 'peonies-in-june');

    const notice = await screen.findByTestId('change-password-saved');
    expect(notice.textContent).toBe('Your password has been changed.');
    expect(api.bodies['POST /api/account/change-password']).toEqual([
      { currentPassword: 'tulips-in-spring', newPassword: 'peonies-in-june' },
    ]);
    expect(field('Current password').value).toBe('');
    expect(field('New password').value).toBe('');
  });

  it.each([
    [
      'listed',
      () => envelope({ data: [CUSTOMER_MESSAGES.wrongCurrentPassword], isSignedIn: true }),
    ],
    ['refused', () => failed(400, CUSTOMER_MESSAGES.wrongCurrentPassword, true)],
  ])("shows the server's message (%s) and keeps what was typed", async (_how, answer) => {
    serveAccounts({ signedIn: true, answers: { 'POST /api/account/change-password': answer } });
    renderApp('/account/change-password');

    await change('not-it', 'peonies-in-june');

    await waitFor(() =>
      expect(screen.getByTestId('change-password-errors').textContent).toBe(
        'Your current password is not correct.',
      ),
    );
    expect(screen.queryByTestId('change-password-saved')).toBeNull();
    expect(field('New password').value).toBe('peonies-in-june');
  });
});
