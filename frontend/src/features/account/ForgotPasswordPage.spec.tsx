import { CUSTOMER_MESSAGES } from '@shop/contracts';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSessionState } from '../../http/session-state';
import { envelope, renderApp } from '../../test/render-app';
import { serveAccounts } from './account.fixtures';
import { fakeCaptcha } from './captcha/captcha.fixtures';

vi.mock('./captcha/CaptchaField', () => import('./captcha/captcha.fixtures'));

const FULL_APP = { timeout: 20_000 };

beforeEach(() => {
  resetSessionState();
  fakeCaptcha.clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/forgot-password', FULL_APP, () => {
  it('says nothing about a refused key when none was refused', async () => {
    serveAccounts();
    renderApp('/forgot-password');
    await screen.findByRole('heading', { level: 1, name: 'Forgotten Password' });
    expect(screen.queryByTestId('forgot-password-key-refused')).toBeNull();
    expect(screen.queryByText(CUSTOMER_MESSAGES.resetKeyInvalid)).toBeNull();
  });

  it("shows the refused key's message with ?key=refused", async () => {
    serveAccounts();
    renderApp('/forgot-password?key=refused');
    const refused = await screen.findByTestId('forgot-password-key-refused');
    expect(refused.textContent).toBe(CUSTOMER_MESSAGES.resetKeyInvalid);
    expect(refused.getAttribute('role')).toBe('alert');
  });

  it('mails a reset link behind the captcha and says it was sent, whatever the email', async () => {
    const api = serveAccounts({
      answers: { 'POST /api/forgot-password': () => envelope({ data: [], isSignedIn: false }) },
    });
    renderApp('/forgot-password');
    await screen.findByTestId('forgot-password-form');
    const send = screen.getByRole('button', { name: 'Send me a link' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);

    fireEvent.change(screen.getByLabelText('Email address'), {
      target: { value: ' ada@example.co.uk ' },
    });
    act(() => fakeCaptcha.solve('solution-1'));
    fireEvent.click(send);

    await waitFor(() =>
      expect(screen.getByTestId('forgot-password-sent').textContent).toBe(
        CUSTOMER_MESSAGES.linkSent,
      ),
    );
    expect(api.bodies['POST /api/forgot-password']).toEqual([
      { email: 'ada@example.co.uk', captcha: 'solution-1' },
    ]);
    // Another link needs another security check.
    expect(fakeCaptcha.resets).toBe(1);
  });
});
