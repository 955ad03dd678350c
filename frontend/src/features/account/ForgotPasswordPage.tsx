import { CUSTOMER_MESSAGES } from '@shop/contracts';
import { Link } from '@tanstack/react-router';
import { useId, useState, type FormEvent } from 'react';
import { useForgotPassword } from '../../api/account.queries';
import { Spinner } from '../../ui/Spinner';
import { AuthCard, FormErrors, FormNotice } from './AuthCard';
import { CaptchaField } from './captcha/CaptchaField';
import { useGuestOnly } from './use-account-guard';
import { useCaptchaForm } from './use-captcha-form';

/**
 * `/forgot-password`: mails a reset link (1 hour, once). The answer is the same whether or not
 * the email has an account. A reset link that was wrong or used lands here with its message.
 */
export function ForgotPasswordPage({ keyRefused }: { keyRefused: boolean }) {
  const allowed = useGuestOnly();
  const send = useForgotPassword();
  const form = useCaptchaForm();
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);
  const emailId = useId();
  if (!allowed) return <Spinner />;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const captcha = form.take();
    if (!captcha || send.isPending) return;
    send.mutate(
      { email: email.trim(), captcha },
      {
        onSuccess: (errors) => {
          form.answered(errors);
          setSent(errors.length === 0);
          if (errors.length === 0) form.captcha.current?.reset();
        },
        onError: form.failed,
      },
    );
  };

  return (
    <AuthCard
      title="Forgotten Password"
      testId="forgot-password-page"
      intro={
        <p>Enter your email address and we&apos;ll send you a link to choose a new password.</p>
      }
    >
      {keyRefused && (
        <p className="account-alert" role="alert" data-testid="forgot-password-key-refused">
          {CUSTOMER_MESSAGES.resetKeyInvalid}
        </p>
      )}
      <form className="auth-form" onSubmit={submit} data-testid="forgot-password-form">
        <div className="form-field">
          <label className="form-field__label" htmlFor={emailId}>
            Email address
          </label>
          <input
            id={emailId}
            name="email"
            type="email"
            autoComplete="username"
            required
            maxLength={254}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            data-testid="forgot-password-email"
          />
        </div>
        <CaptchaField handleRef={form.captcha} onReadyChange={form.onReadyChange} />
        <FormErrors errors={form.errors} testId="forgot-password-errors" />
        <FormNotice
          notice={sent ? CUSTOMER_MESSAGES.linkSent : null}
          testId="forgot-password-sent"
        />
        <button
          type="submit"
          className="button button--primary auth-form__submit"
          disabled={!form.ready || send.isPending}
          data-testid="forgot-password-submit"
        >
          {send.isPending ? 'Sending...' : 'Send me a link'}
        </button>
        <p className="auth-form__links">
          <Link to="/sign-in">Back to sign in</Link>
        </p>
      </form>
    </AuthCard>
  );
}
