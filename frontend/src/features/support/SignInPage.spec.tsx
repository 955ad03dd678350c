import { SUPPORT_MESSAGES } from '@shop/contracts';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, renderApp, stubApi } from '../../test/render-app';
import { fakeCaptcha } from '../account/captcha/captcha.fixtures';
import { failed, STAFF } from './support.fixtures';

vi.mock('../account/captcha/CaptchaField', () => import('../account/captcha/captcha.fixtures'));

beforeEach(() => {
  fakeCaptcha.clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const signInButton = () => screen.getByRole('button', { name: 'Sign in' }) as HTMLButtonElement;

function signIn(email: string, password: string, captcha = 'solved-captcha') {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  act(() => fakeCaptcha.solve(captcha));
  fireEvent.click(signInButton());
}

function stub(signInAnswer: (init: RequestInit | undefined) => Response | Promise<Response>) {
  let signedIn = false;
  const bodies: unknown[] = [];
  const api = stubApi({
    'GET /api/user-session': () => envelope({ data: null, isSignedIn: false }),
    'GET /api/support/me': () =>
      signedIn ? envelope({ data: { staff: STAFF } }) : failed(401, 'Please sign in.'),
    'POST /api/support/sign-in': (init) => {
      bodies.push(JSON.parse(String(init?.body)));
      const answer = signInAnswer(init);
      if (answer instanceof Response && answer.ok) signedIn = true;
      return answer as Response;
    },
  });
  vi.stubGlobal('fetch', api.fetchStub);
  return { api, bodies };
}

describe('staff sign-in', () => {
  it('signs a staff member in and opens Find a basket, without the shop chrome', async () => {
    const { bodies } = stub(() => envelope({ data: { staff: STAFF } }));
    const { router } = renderApp('/support/sign-in');
    await screen.findByRole('heading', { name: 'Staff sign in' });
    expect(screen.queryByTestId('site-header')).toBeNull();
    expect(screen.queryByTestId('site-footer')).toBeNull();

    signIn(' sam@posy.test ', 'correct horse');

    await screen.findByRole('heading', { name: 'Find a basket' });
    expect(router.state.location.pathname).toBe('/support');
    expect(bodies).toEqual([
      { email: 'sam@posy.test', password: 'correct horse', captcha: 'solved-captcha' },
    ]);
    expect(screen.getByTestId('support-staff-name').textContent).toBe('Signed in as Sam Support');
  });

  it('waits for the captcha, and solves a fresh one after a refusal', async () => {
    const { bodies } = stub(() => failed(401, SUPPORT_MESSAGES.badCredentials));
    renderApp('/support/sign-in');
    await screen.findByRole('heading', { name: 'Staff sign in' });
    expect(signInButton().disabled).toBe(true);
    fireEvent.submit(screen.getByTestId('support-sign-in-form'));
    expect(bodies).toEqual([]);

    signIn('sam@posy.test', 'wrong', 'first-solution');

    await screen.findByRole('alert');
    expect(bodies).toEqual([
      { email: 'sam@posy.test', password: 'wrong', captcha: 'first-solution' },
    ]);
    expect(fakeCaptcha.resets).toBe(1);
    expect(signInButton().disabled).toBe(true);
  });

  it.each([
    [400, SUPPORT_MESSAGES.captchaFailed, 'Please complete the security check again and retry.'],
    [401, SUPPORT_MESSAGES.badCredentials, 'Sorry, that email and password do not match.'],
    [
      429,
      SUPPORT_MESSAGES.tooManyAttempts,
      'Too many sign-in attempts - please wait a few minutes and try again.',
    ],
  ])('shows the server message for a %i', async (status, message, expected) => {
    stub(() => failed(status, message));
    const { router } = renderApp('/support/sign-in');
    await screen.findByRole('heading', { name: 'Staff sign in' });

    signIn('sam@posy.test', 'wrong');

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(expected);
    expect(router.state.location.pathname).toBe('/support/sign-in');
  });

  it('disables the button while signing in', async () => {
    let answer: (response: Response) => void = () => undefined;
    stub(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderApp('/support/sign-in');
    await screen.findByRole('heading', { name: 'Staff sign in' });

    signIn('sam@posy.test', 'pw');

    const button = await screen.findByRole('button', { name: 'Signing in…' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    answer(failed(401, SUPPORT_MESSAGES.badCredentials));
    // Refused: the button comes back once a fresh captcha is solved.
    await screen.findByRole('button', { name: 'Sign in' });
    expect(signInButton().disabled).toBe(true);
    act(() => fakeCaptcha.solve('second-solution'));
    await waitFor(() => expect(signInButton().disabled).toBe(false));
  });
});
