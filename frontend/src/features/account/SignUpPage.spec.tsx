import { CUSTOMER_MESSAGES } from '@shop/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSessionState } from '../../http/session-state';
import { envelope, renderApp } from '../../test/render-app';
import { deferred, serveAccounts, signsIn } from './account.fixtures';
import { fakeCaptcha } from './captcha/captcha.fixtures';
import { settle } from '../../test/settle';

vi.mock('./captcha/CaptchaField', () => import('./captcha/captcha.fixtures'));

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

/** The sign-up's answer: nobody is signed in, whether or not the email has an account. */
const mailed = () => () => envelope({ data: [], isSignedIn: false });

/** The notice that replaces the form once the sign-up is sent. */
const SENT =
  "Thanks! We've sent you an email to finish creating your account. Please check your inbox.";

const shownErrors = () =>
  within(screen.getByTestId('sign-up-errors'))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('/sign-up', FULL_APP, () => {
  it('sends the new account, a phone left empty as null, and says to check the inbox', async () => {
    const api = serveAccounts({ answers: { 'POST /api/sign-up': mailed() } });
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

    const notice = await screen.findByTestId('sign-up-sent');
    expect(notice.textContent).toBe(SENT);
    expect(CUSTOMER_MESSAGES.signUpSent).toBe(SENT);
    expect(notice.parentElement?.getAttribute('role')).toBe('status');
    expect(screen.queryByTestId('sign-up-form')).toBeNull();
    expect(router.state.location.pathname).toBe('/sign-up');
    expect(api.signedIn).toBe(false);
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
    const api = serveAccounts({ answers: { 'POST /api/sign-up': mailed() } });
    renderApp('/sign-up?redirect=%2Faccount%2Fsignin-methods');
    await screen.findByTestId('sign-up-form');

    fillIn({ phone: ' 07700 900123 ' });
    fireEvent.click(screen.getByTestId('sign-up-mail-shot'));
    send();

    await screen.findByTestId('sign-up-sent');
    expect(api.bodies['POST /api/sign-up']?.[0]).toMatchObject({
      phone: '07700 900123',
      mailShot: false,
    });
  });

  it('sends the referral token a /refer/ link left, once', async () => {
    const api = serveAccounts({ answers: { 'POST /api/sign-up': mailed() } });
    const { router } = renderApp('/refer/friend_Token-7');

    await screen.findByTestId('sign-up-form');
    expect(router.state.location.pathname).toBe('/sign-up');
    expect(sessionStorage.getItem('referral_token')).toBe('friend_Token-7');

    fillIn();
    send();

    await screen.findByTestId('sign-up-sent');
    expect(api.bodies['POST /api/sign-up']?.[0]).toMatchObject({ referralToken: 'friend_Token-7' });
    // Used: a later sign-up in this tab is not credited to the friend again.
    expect(sessionStorage.getItem('referral_token')).toBeNull();
  });

  it('keeps no referral token that is not one', async () => {
    const api = serveAccounts({ answers: { 'POST /api/sign-up': mailed() } });
    renderApp(`/refer/${encodeURIComponent('<script>')}`);
    await screen.findByTestId('sign-up-form');
    expect(sessionStorage.getItem('referral_token')).toBeNull();

    fillIn();
    send();
    await screen.findByTestId('sign-up-sent');
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

  it("reads 'Creating your account...' while sending and sends nothing without a solved captcha", async () => {
    const pending = deferred();
    const api = serveAccounts({ answers: { 'POST /api/sign-up': pending.answer } });
    renderApp('/sign-up');
    await screen.findByTestId('sign-up-form');
    fillIn();

    fireEvent.submit(screen.getByTestId('sign-up-form'));
    await settle();
    expect(api.bodies['POST /api/sign-up']).toBeUndefined();

    send();
    await waitFor(() => expect(submitButton().textContent).toBe('Creating your account...'));
    expect(submitButton().disabled).toBe(true);
    expect(api.bodies['POST /api/sign-up']).toHaveLength(1);
  });
});
