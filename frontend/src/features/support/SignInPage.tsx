import { useNavigate } from '@tanstack/react-router';
import { useId, useState, type FormEvent } from 'react';
import { SupportFrame } from './SupportFrame';
import { supportErrorMessage } from './support-messages';
import { useStaffSignIn } from '../../api/support.queries';
import { CaptchaField } from '../account/captcha/CaptchaField';
import { useCaptchaForm } from '../account/use-captcha-form';

/**
 * `/support/sign-in`: staff sign in with email, password and the same proof-of-work captcha as
 * shoppers (no password is checked without it), then find a basket. The button waits for the
 * captcha; after a refusal a fresh one is solved (each solution is accepted once).
 */
export function SignInPage() {
  const signIn = useStaffSignIn();
  const navigate = useNavigate();
  const form = useCaptchaForm();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const errorId = useId();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const captcha = form.take();
    if (!captcha || signIn.isPending) return;
    signIn.mutate(
      { email: email.trim(), password, captcha },
      {
        onSuccess: () => void navigate({ to: '/support' }),
        onError: () => form.captcha.current?.reset(),
      },
    );
  };

  return (
    <SupportFrame>
      <title>Sign in | Posy support</title>
      <section className="support-card support-sign-in" aria-labelledby="support-sign-in-title">
        <h1 id="support-sign-in-title">Staff sign in</h1>
        <p className="support-muted">For Posy support staff. Shoppers sign in from the shop.</p>
        <form className="support-form" onSubmit={submit} data-testid="support-sign-in-form">
          <label className="support-field">
            <span>Email</span>
            <input
              type="email"
              name="email"
              autoComplete="username"
              required
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              aria-describedby={signIn.isError ? errorId : undefined}
              data-testid="support-sign-in-email"
            />
          </label>
          <label className="support-field">
            <span>Password</span>
            <input
              type="password"
              name="password"
              autoComplete="current-password"
              required
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              aria-describedby={signIn.isError ? errorId : undefined}
              data-testid="support-sign-in-password"
            />
          </label>
          <CaptchaField handleRef={form.captcha} onReadyChange={form.onReadyChange} />
          {signIn.isError && (
            <p
              id={errorId}
              role="alert"
              className="support-error"
              data-testid="support-sign-in-error"
            >
              {supportErrorMessage(signIn.error)}
            </p>
          )}
          <button
            type="submit"
            className="support-button"
            disabled={!form.ready || signIn.isPending}
            data-testid="support-sign-in-submit"
          >
            {signIn.isPending ? 'Signing in…' : 'Sign in'}
          </button>
        </form>
      </section>
    </SupportFrame>
  );
}
