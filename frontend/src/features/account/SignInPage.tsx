import { Link, useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useSignIn } from '../../api/account.queries';
import { Spinner } from '../../ui/Spinner';
import { safeRedirect } from './account-paths';
import { AuthCard, FormErrors } from './AuthCard';
import { CaptchaField } from './captcha/CaptchaField';
import { EmailField } from './EmailField';
import { PasswordField } from './PasswordField';
import { SignInLinkForm } from './SignInLinkForm';
import { useGuestOnly } from './use-account-guard';
import { useCaptchaForm } from './use-captcha-form';

/**
 * `/sign-in` (docs/rules-storefront.md "Signing in and out", "Validation"): email (required, an
 * email), password (at least 1 character) and the captcha; the button waits for the captcha, says
 * 'Signing in...' while sending, and the server's messages show as they are. Signed in, the shopper
 * goes back to the page that sent them here, else to their account. A magic link can be asked for
 * instead.
 */
export function SignInPage({ redirect }: { redirect?: string }) {
  const allowed = useGuestOnly(redirect);
  const [byEmailLink, setByEmailLink] = useState(false);
  if (!allowed) return <Spinner />;
  return (
    <AuthCard
      title="Sign In"
      testId="sign-in-page"
      intro={
        <p>
          New to Posy?{' '}
          <Link
            to="/sign-up"
            search={redirect ? { redirect } : {}}
            data-testid="sign-in-to-sign-up"
          >
            Create an account
          </Link>
        </p>
      }
    >
      {byEmailLink ? (
        <SignInLinkForm onBack={() => setByEmailLink(false)} />
      ) : (
        <PasswordSignInForm redirect={redirect} onEmailLink={() => setByEmailLink(true)} />
      )}
    </AuthCard>
  );
}

/**
 * The email-and-password form. Signed in, it goes back to `redirect` (or the account), unless
 * `onSignedIn` is given: the sign-in modal closes instead and the shopper stays where they are.
 */
export function PasswordSignInForm({
  redirect,
  onEmailLink,
  onSignedIn,
}: {
  redirect?: string;
  onEmailLink: () => void;
  onSignedIn?: () => void;
}) {
  const signIn = useSignIn();
  const navigate = useNavigate();
  const form = useCaptchaForm();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const captcha = form.take();
    if (!captcha || signIn.isPending) return;
    signIn.mutate(
      { email: email.trim(), password, captcha },
      {
        onSuccess: (errors) => {
          form.answered(errors);
          if (errors.length > 0) return;
          if (onSignedIn) onSignedIn();
          else void navigate({ to: safeRedirect(redirect), replace: true });
        },
        onError: form.failed,
      },
    );
  };

  return (
    <form className="auth-form" onSubmit={submit} noValidate={false} data-testid="sign-in-form">
      <EmailField
        value={email}
        onChange={setEmail}
        autoComplete="username"
        testId="sign-in-email"
      />
      <PasswordField
        label="Password"
        name="password"
        autoComplete="current-password"
        minLength={1}
        value={password}
        onChange={setPassword}
        testId="sign-in-password"
      />
      <CaptchaField handleRef={form.captcha} onReadyChange={form.onReadyChange} />
      <FormErrors errors={form.errors} testId="sign-in-errors" />
      <button
        type="submit"
        className="button button--primary auth-form__submit"
        disabled={!form.ready || signIn.isPending}
        data-testid="sign-in-submit"
      >
        {signIn.isPending ? 'Signing in...' : 'Sign In'}
      </button>
      <p className="auth-form__links">
        <Link to="/forgot-password" data-testid="sign-in-forgot">
          Forgotten your password?
        </Link>
        <button
          type="button"
          className="auth-form__link-button"
          onClick={onEmailLink}
          data-testid="sign-in-use-link"
        >
          Email me a sign-in link instead
        </button>
      </p>
    </form>
  );
}
