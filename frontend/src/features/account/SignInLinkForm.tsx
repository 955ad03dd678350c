import { CUSTOMER_MESSAGES } from '@shop/contracts';
import { useId, useState, type FormEvent } from 'react';
import { useRequestSignInLink } from '../../api/account.queries';
import { FormErrors, FormNotice } from './AuthCard';
import { CaptchaField } from './captcha/CaptchaField';
import { useCaptchaForm } from './use-captcha-form';

/**
 * Sign in without a password: the shop mails a link that signs this browser in (15 minutes,
 * once). The answer is the same whether or not the email has an account.
 */
export function SignInLinkForm({ onBack }: { onBack: () => void }) {
  const send = useRequestSignInLink();
  const form = useCaptchaForm();
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);
  const emailId = useId();

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
          // A second link needs a fresh security check.
          if (errors.length === 0) form.captcha.current?.reset();
        },
        onError: form.failed,
      },
    );
  };

  return (
    <form className="auth-form" onSubmit={submit} data-testid="sign-in-link-form">
      <h2 className="auth-form__heading">Email me a sign-in link</h2>
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
          data-testid="sign-in-link-email"
        />
      </div>
      <CaptchaField handleRef={form.captcha} onReadyChange={form.onReadyChange} />
      <FormErrors errors={form.errors} testId="sign-in-link-errors" />
      <FormNotice notice={sent ? CUSTOMER_MESSAGES.linkSent : null} testId="sign-in-link-sent" />
      <button
        type="submit"
        className="button button--primary auth-form__submit"
        disabled={!form.ready || send.isPending}
        data-testid="sign-in-link-submit"
      >
        {send.isPending ? 'Sending...' : 'Send me a link'}
      </button>
      <p className="auth-form__links">
        <button
          type="button"
          className="auth-form__link-button"
          onClick={onBack}
          data-testid="sign-in-use-password"
        >
          Sign in with my password instead
        </button>
      </p>
    </form>
  );
}
