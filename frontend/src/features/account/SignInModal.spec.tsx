import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSessionState } from '../../http/session-state';
import { APP_LIKE_CLASS } from '../../document/app-context';
import { fakeTimeouts, passModalDelay } from '../../test/modal-delay';
import { renderApp } from '../../test/render-app';
import { serveAccounts, signsIn } from './account.fixtures';
import { fakeCaptcha } from './captcha/captcha.fixtures';

vi.mock('./captcha/CaptchaField', () => import('./captcha/captcha.fixtures'));

const FULL_APP = { timeout: 20_000 };

beforeEach(() => {
  fakeTimeouts();
  resetSessionState();
  fakeCaptcha.clear();
});
afterEach(() => {
  vi.useRealTimers();
  document.documentElement.classList.remove(APP_LIKE_CLASS);
  vi.unstubAllGlobals();
});

const appLike = () => document.documentElement.classList.add(APP_LIKE_CLASS);

/** The header's Sign In once the app-like link (which opens a dialog) has loaded. */
async function appSignInLink() {
  await screen.findByTestId('header-sign-in');
  await waitFor(() =>
    expect(screen.getByTestId('header-sign-in').getAttribute('aria-haspopup')).toBe('dialog'),
  );
  return screen.getByTestId('header-sign-in');
}

describe('the sign-in modal (spec 001 §2.7, §2.10)', FULL_APP, () => {
  it('is not used in a browser tab: Sign In goes to /sign-in', async () => {
    serveAccounts();
    const { router } = renderApp('/delivery');
    const link = await screen.findByTestId('header-sign-in');
    expect(link.getAttribute('aria-haspopup')).toBeNull();
    fireEvent.click(link);
    await screen.findByTestId('sign-in-form');
    expect(router.state.location.pathname).toBe('/sign-in');
    expect(screen.queryByTestId('sign-in-modal')).toBeNull();
  });

  it('opens over the page in an app-like context, and signs in there', async () => {
    appLike();
    const api = serveAccounts({ answers: { 'POST /api/sign-in': signsIn() } });
    const { router } = renderApp('/delivery');
    const link = await appSignInLink();
    expect(link.getAttribute('href')).toBe('/sign-in');
    fireEvent.click(link);

    const modal = await screen.findByTestId('sign-in-modal');
    await passModalDelay();
    expect(modal.hasAttribute('open')).toBe(true);
    expect(within(modal).getByRole('heading', { name: 'Sign In' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/delivery');
    expect(router.state.location.search).toEqual({ modal: 'open' });

    fireEvent.change(within(modal).getByLabelText('Email address'), {
      target: { value: 'ada@example.co.uk' },
    });
    fireEvent.change(within(modal).getByLabelText('Password'), {
      target: { value: 'correct horse' },
    });
    act(() => fakeCaptcha.solve('solution-1'));
    fireEvent.click(within(modal).getByTestId('sign-in-submit'));

    // Signed in: the account menu replaces the guest links, the modal is gone, the page stays.
    expect(await screen.findByTestId('header-my-account')).toBeTruthy();
    expect(screen.queryByTestId('sign-in-modal')).toBeNull();
    expect(router.state.location.pathname).toBe('/delivery');
    expect(router.state.location.search).toEqual({});
    expect(api.bodies['POST /api/sign-in']).toEqual([
      { email: 'ada@example.co.uk', password: 'correct horse', captcha: 'solution-1' },
    ]);
  });

  it('closes on its close button and when a link in it leads to another page', async () => {
    appLike();
    serveAccounts();
    const { router } = renderApp('/delivery');
    fireEvent.click(await appSignInLink());
    const modal = await screen.findByTestId('sign-in-modal');
    await passModalDelay();
    expect(modal.hasAttribute('open')).toBe(true);

    fireEvent.click(within(modal).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(modal.hasAttribute('open')).toBe(false));
    expect(router.state.location.search).toEqual({});

    fireEvent.click(screen.getByTestId('header-sign-in'));
    await passModalDelay();
    expect(modal.hasAttribute('open')).toBe(true);
    fireEvent.click(within(modal).getByTestId('sign-in-modal-sign-up'));
    await screen.findByTestId('sign-up-page');
    await waitFor(() => expect(modal.hasAttribute('open')).toBe(false));
  });
});
