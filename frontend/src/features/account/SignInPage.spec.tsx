import { CUSTOMER_MESSAGES } from '@shop/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FAILED_FETCH_MESSAGE } from '../../http/request-messages';
import { resetSessionState } from '../../http/session-state';
import { envelope, renderApp } from '../../test/render-app';
import { deferred, failed, serveAccounts, signsIn } from './account.fixtures';
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

const submitButton = () => screen.getByTestId('sign-in-submit') as HTMLButtonElement;

async function openSignIn(path = '/sign-in') {
  const view = renderApp(path);
  await screen.findByTestId('sign-in-form');
  return view;
}

function fillIn(email = ' ada@example.co.uk ', password = 'correct horse') {
  fireEvent.change(screen.getByLabelText('Email address'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
}

const shownErrors = () =>
  within(screen.getByTestId('sign-in-errors'))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('/sign-in (spec 001 §4, §5, §8)', FULL_APP, () => {
  it('asks for an email (required, of email type) and a password of at least 1 character', async () => {
    serveAccounts();
    await openSignIn();

    expect(screen.getByRole('heading', { level: 1, name: 'Sign In' })).toBeTruthy();
    const email = screen.getByLabelText('Email address') as HTMLInputElement;
    expect(email.type).toBe('email');
    expect(email.required).toBe(true);
    const password = screen.getByLabelText('Password') as HTMLInputElement;
    expect(password.type).toBe('password');
    expect(password.required).toBe(true);
    expect(password.minLength).toBe(1);
    // The browser checks the fields before the submit handler runs.
    expect((screen.getByTestId('sign-in-form') as HTMLFormElement).noValidate).toBe(false);
  });

  it('keeps the Sign In button disabled until the captcha is ready', async () => {
    serveAccounts();
    await openSignIn();
    fillIn();

    expect(submitButton().textContent).toBe('Sign In');
    expect(submitButton().disabled).toBe(true);

    act(() => fakeCaptcha.solve('solution-1'));
    expect(submitButton().disabled).toBe(false);
  });

  it("sends {email, password, captcha}, reads 'Signing in...' while sending, then opens the account", async () => {
    const pending = deferred();
    const api = serveAccounts({ answers: { 'POST /api/sign-in': pending.answer } });
    const { router } = await openSignIn();
    fillIn();
    act(() => fakeCaptcha.solve('solution-1'));

    fireEvent.click(submitButton());

    await waitFor(() => expect(submitButton().textContent).toBe('Signing in...'));
    expect(submitButton().disabled).toBe(true);
    expect(api.bodies['POST /api/sign-in']).toEqual([
      { email: 'ada@example.co.uk', password: 'correct horse', captcha: 'solution-1' },
    ]);

    api.signedIn = true;
    pending.release(envelope({ data: [], isSignedIn: true }));

    await screen.findByTestId('account-home');
    expect(router.state.location.pathname).toBe('/account');
    expect(fakeCaptcha.resets).toBe(0);
  });

  it("shows the server's messages as given and solves the captcha afresh", async () => {
    const api = serveAccounts({
      answers: {
        'POST /api/sign-in': signsIn([
          CUSTOMER_MESSAGES.badCredentials,
          'A second message, shown as it came.',
        ]),
      },
    });
    const { router } = await openSignIn();
    fillIn();
    act(() => fakeCaptcha.solve('solution-1'));
    fireEvent.click(submitButton());

    await waitFor(() =>
      expect(shownErrors()).toEqual([
        'Sorry, that email address and password do not match an account.',
        'A second message, shown as it came.',
      ]),
    );
    expect(screen.getByTestId('sign-in-errors-region').getAttribute('role')).toBe('alert');
    expect(fakeCaptcha.resets).toBe(1);
    // The used solution is gone: the button waits for the new one.
    expect(submitButton().textContent).toBe('Sign In');
    expect(submitButton().disabled).toBe(true);
    expect(router.state.location.pathname).toBe('/sign-in');

    act(() => fakeCaptcha.solve('solution-2'));
    fireEvent.click(submitButton());
    await waitFor(() => expect(api.bodies['POST /api/sign-in']).toHaveLength(2));
    expect(api.bodies['POST /api/sign-in']?.[1]).toMatchObject({ captcha: 'solution-2' });
  });

  it("shows a refused answer's own message (too many attempts) and solves the captcha afresh", async () => {
    serveAccounts({
      answers: { 'POST /api/sign-in': () => failed(429, CUSTOMER_MESSAGES.tooManySignIns) },
    });
    await openSignIn();
    fillIn();
    act(() => fakeCaptcha.solve('solution-1'));
    fireEvent.click(submitButton());

    await waitFor(() =>
      expect(shownErrors()).toEqual([
        'Too many sign-in attempts. Please wait 15 minutes or reset your password.',
      ]),
    );
    expect(fakeCaptcha.resets).toBe(1);
  });

  it('says so when the shop cannot be reached, and solves the captcha afresh', async () => {
    serveAccounts({
      answers: { 'POST /api/sign-in': () => Promise.reject(new TypeError('Failed to fetch')) },
    });
    await openSignIn();
    fillIn();
    act(() => fakeCaptcha.solve('solution-1'));
    fireEvent.click(submitButton());

    await waitFor(() => expect(shownErrors()).toEqual([FAILED_FETCH_MESSAGE]));
    expect(fakeCaptcha.resets).toBe(1);
  });

  it('silently abandons a submit while the captcha is not ready', async () => {
    const api = serveAccounts({ answers: { 'POST /api/sign-in': signsIn() } });
    const { router } = await openSignIn();
    fillIn();

    // Enter in a field submits the form whatever the button says.
    fireEvent.submit(screen.getByTestId('sign-in-form'));
    await settle();

    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);
    expect(screen.queryByTestId('sign-in-errors')).toBeNull();
    expect(submitButton().textContent).toBe('Sign In');
    expect(router.state.location.pathname).toBe('/sign-in');
  });

  it('goes back to the page that sent the shopper here', async () => {
    serveAccounts({ answers: { 'POST /api/sign-in': signsIn() } });
    const { router } = await openSignIn('/sign-in?redirect=%2Faccount%2Fchange-password');
    fillIn();
    act(() => fakeCaptcha.solve('solution-1'));
    fireEvent.click(submitButton());

    await screen.findByTestId('change-password-page');
    expect(router.state.location.pathname).toBe('/account/change-password');
  });

  it('never goes back to another site', async () => {
    serveAccounts({ answers: { 'POST /api/sign-in': signsIn() } });
    const { router } = await openSignIn('/sign-in?redirect=%2F%2Fevil.example%2Faccount');
    fillIn();
    act(() => fakeCaptcha.solve('solution-1'));
    fireEvent.click(submitButton());

    await screen.findByTestId('account-home');
    expect(router.state.location.href).toBe('/account');
  });

  it('mails a sign-in link instead, with its own captcha, and says it was sent', async () => {
    const api = serveAccounts({
      answers: { 'POST /api/sign-in/email': () => envelope({ data: [], isSignedIn: false }) },
    });
    await openSignIn();

    fireEvent.click(screen.getByRole('button', { name: 'Email me a sign-in link instead' }));
    const form = await screen.findByTestId('sign-in-link-form');
    const send = within(form).getByRole('button', { name: 'Send me a link' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    fireEvent.change(within(form).getByLabelText('Email address'), {
      target: { value: ' ada@example.co.uk ' },
    });
    act(() => fakeCaptcha.solve('solution-1'));
    fireEvent.click(send);

    expect((await screen.findByTestId('sign-in-link-sent')).textContent).toBe(
      CUSTOMER_MESSAGES.linkSent,
    );
    expect(api.bodies['POST /api/sign-in/email']).toEqual([
      { email: 'ada@example.co.uk', captcha: 'solution-1' },
    ]);
    // Another link needs another security check.
    expect(fakeCaptcha.resets).toBe(1);
  });
});
