import { CUSTOMER_MESSAGES } from '@shop/contracts';
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSessionState } from '../../api/session-state';
import { renderApp } from '../../test/render-app';
import { deferred, failed, serveAccounts, signsIn } from './account.fixtures';
import { fakeCaptcha } from './captcha/captcha.fixtures';

vi.mock('./captcha/CaptchaField', () => import('./captcha/captcha.fixtures'));

// Whole-app renders: a lazily loaded page's first load can take a while on a busy machine.
configure({ asyncUtilTimeout: 5_000 });
const FULL_APP = { timeout: 20_000 };

beforeEach(() => {
  resetSessionState();
  fakeCaptcha.clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const submitButton = () => screen.getByTestId('sign-up-submit') as HTMLButtonElement;

function fillIn({ phone = '' }: { phone?: string } = {}) {
  const type = (label: string, value: string) =>
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  type('Your name', ' Cara Customer ');
  type('Email address', ' cara@example.com ');
  type('Phone number (optional)', phone);
  type('Choose a password', 'tulips-in-spring');
}

function send(captcha = 'solution-1') {
  act(() => fakeCaptcha.solve(captcha));
  fireEvent.click(submitButton());
}

const shownErrors = () =>
  within(screen.getByTestId('sign-up-errors'))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('/sign-up', FULL_APP, () => {
  it('sends the new account, a phone left empty as null, and opens the account', async () => {
    const api = serveAccounts({ answers: { 'POST /api/sign-up': signsIn() } });
    const { router } = renderApp('/sign-up');
    await screen.findByTestId('sign-up-form');

    expect(screen.getByRole('heading', { level: 1, name: 'Create an Account' })).toBeTruthy();
    const password = screen.getByLabelText('Choose a password') as HTMLInputElement;
    expect(password.minLength).toBe(10);
    expect(password.required).toBe(true);
    expect((screen.getByLabelText('Email address') as HTMLInputElement).type).toBe('email');
    expect(submitButton().disabled).toBe(true);

    fillIn();
    send();

    await screen.findByTestId('account-home');
    expect(router.state.location.pathname).toBe('/account');
    expect(api.bodies['POST /api/sign-up']).toEqual([
      {
        name: 'Cara Customer',
        email: 'cara@example.com',
        phone: null,
        password: 'tulips-in-spring',
        mailShot: true,
        captcha: 'solution-1',
        referralToken: null,
      },
    ]);
  });

  it('sends the phone given and the mail preference unticked', async () => {
    const api = serveAccounts({ answers: { 'POST /api/sign-up': signsIn() } });
    renderApp('/sign-up?redirect=%2Faccount%2Fsignin-methods');
    await screen.findByTestId('sign-up-form');

    fillIn({ phone: ' 07700 900123 ' });
    fireEvent.click(screen.getByTestId('sign-up-mail-shot'));
    send();

    await screen.findByTestId('signin-methods-page');
    expect(api.bodies['POST /api/sign-up']?.[0]).toMatchObject({
      phone: '07700 900123',
      mailShot: false,
    });
  });

  it('sends the referral token a /refer/ link left, once', async () => {
    const api = serveAccounts({ answers: { 'POST /api/sign-up': signsIn() } });
    const { router } = renderApp('/refer/friend_Token-7');

    await screen.findByTestId('sign-up-form');
    expect(router.state.location.pathname).toBe('/sign-up');
    expect(sessionStorage.getItem('referral_token')).toBe('friend_Token-7');

    fillIn();
    send();

    await screen.findByTestId('account-home');
    expect(api.bodies['POST /api/sign-up']?.[0]).toMatchObject({ referralToken: 'friend_Token-7' });
    // Used: a later sign-up in this tab is not credited to the friend again.
    expect(sessionStorage.getItem('referral_token')).toBeNull();
  });

  it('keeps no referral token that is not one', async () => {
    const api = serveAccounts({ answers: { 'POST /api/sign-up': signsIn() } });
    renderApp(`/refer/${encodeURIComponent('<script>')}`);
    await screen.findByTestId('sign-up-form');
    expect(sessionStorage.getItem('referral_token')).toBeNull();

    fillIn();
    send();
    await screen.findByTestId('account-home');
    expect(api.bodies['POST /api/sign-up']?.[0]).toMatchObject({ referralToken: null });
  });

  it("shows the server's messages as given, keeps the referral and solves the captcha afresh", async () => {
    sessionStorage.setItem('referral_token', 'friend-1');
    const api = serveAccounts({
      answers: {
        'POST /api/sign-up': signsIn([CUSTOMER_MESSAGES.badPhone, CUSTOMER_MESSAGES.shortPassword]),
      },
    });
    const { router } = renderApp('/sign-up');
    await screen.findByTestId('sign-up-form');
    fillIn({ phone: 'call me' });
    send();

    await waitFor(() =>
      expect(shownErrors()).toEqual([
        'Please enter a valid phone number.',
        'Your password must be at least 10 characters long.',
      ]),
    );
    expect(fakeCaptcha.resets).toBe(1);
    expect(submitButton().disabled).toBe(true);
    expect(router.state.location.pathname).toBe('/sign-up');
    expect(sessionStorage.getItem('referral_token')).toBe('friend-1');
    expect(api.signedIn).toBe(false);
  });

  it('shows a taken email in its own words', async () => {
    serveAccounts({
      answers: { 'POST /api/sign-up': () => failed(409, CUSTOMER_MESSAGES.emailTaken) },
    });
    renderApp('/sign-up');
    await screen.findByTestId('sign-up-form');
    fillIn();
    send();

    await waitFor(() => expect(shownErrors()).toEqual([CUSTOMER_MESSAGES.emailTaken]));
    expect(fakeCaptcha.resets).toBe(1);
  });

  it("reads 'Creating your account...' while sending and sends nothing without a solved captcha", async () => {
    const pending = deferred();
    const api = serveAccounts({ answers: { 'POST /api/sign-up': pending.answer } });
    renderApp('/sign-up');
    await screen.findByTestId('sign-up-form');
    fillIn();

    fireEvent.submit(screen.getByTestId('sign-up-form'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(api.bodies['POST /api/sign-up']).toBeUndefined();

    send();
    await waitFor(() => expect(submitButton().textContent).toBe('Creating your account...'));
    expect(submitButton().disabled).toBe(true);
    expect(api.bodies['POST /api/sign-up']).toHaveLength(1);
  });
});
