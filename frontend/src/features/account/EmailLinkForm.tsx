import { CUSTOMER_MESSAGES, type AccountErrors } from '@shop/contracts';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { FormErrors, FormNotice } from './AuthCard';
import { CaptchaField } from './captcha/CaptchaField';
import { EmailField } from './EmailField';
import { useCaptchaForm } from './use-captcha-form';

type LinkRequest = UseMutationResult<AccountErrors, Error, { email: string; captcha: string }>;

/**
 * An email and the captcha, to have a link mailed (a sign-in link, a password reset): the answer
 * is the same whether or not the email has an account, and a second link needs a fresh captcha.
 */
export function EmailLinkForm({
  send,
  testId,
  heading,
  children,
}: {
  send: LinkRequest;
  /** Prefix of the form's test ids (`{testId}-form`, `-email`, `-errors`, `-sent`, `-submit`). */
  testId: string;
  heading?: string;
  /** Links under the button. */
  children: ReactNode;
}) {
  const form = useCaptchaForm();
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);

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
    <form className="auth-form" onSubmit={submit} data-testid={`${testId}-form`}>
      {heading && <h2 className="auth-form__heading">{heading}</h2>}
      <EmailField
        value={email}
        onChange={setEmail}
        autoComplete="username"
        testId={`${testId}-email`}
      />
      <CaptchaField handleRef={form.captcha} onReadyChange={form.onReadyChange} />
      <FormErrors errors={form.errors} testId={`${testId}-errors`} />
      <FormNotice notice={sent ? CUSTOMER_MESSAGES.linkSent : null} testId={`${testId}-sent`} />
      <button
        type="submit"
        className="button button--primary auth-form__submit"
        disabled={!form.ready || send.isPending}
        data-testid={`${testId}-submit`}
      >
        {send.isPending ? 'Sending...' : 'Send me a link'}
      </button>
      <p className="auth-form__links">{children}</p>
    </form>
  );
}
