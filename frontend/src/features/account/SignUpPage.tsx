import { CUSTOMER_MESSAGES } from '@shop/contracts';
import { Link } from '@tanstack/react-router';
import { useId, useState, type FormEvent } from 'react';
import { useSignUp } from '../../api/account.queries';
import { Spinner } from '../../ui/Spinner';
import { AuthCard, FormErrors, FormNotice } from './AuthCard';
import { CaptchaField } from './captcha/CaptchaField';
import { EmailField } from './EmailField';
import { PasswordField } from './PasswordField';
import { forgetReferral, rememberedReferral } from './referral';
import { useGuestOnly } from './use-account-guard';
import { useCaptchaForm } from './use-captcha-form';

/**
 * `/sign-up`: a new account (name, email, optional phone, a password of 10 or more characters,
 * the mail preference) behind the captcha. Sent, the page says to check the inbox: the same
 * whether or not the address has an account (the email says which); the link in it makes the
 * account and signs in, the basket kept (`/sign-up/confirm/:key`).
 */
export function SignUpPage({ redirect }: { redirect?: string }) {
  const allowed = useGuestOnly(redirect);
  if (!allowed) return <Spinner />;
  return (
    <AuthCard
      title="Create an Account"
      testId="sign-up-page"
      intro={
        <p>
          Already have an account?{' '}
          <Link
            to="/sign-in"
            search={redirect ? { redirect } : {}}
            data-testid="sign-up-to-sign-in"
          >
            Sign in
          </Link>
        </p>
      }
    >
      <SignUpForm />
    </AuthCard>
  );
}

function SignUpForm() {
  const signUp = useSignUp();
  const form = useCaptchaForm();
  const [sent, setSent] = useState(false);
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState('');
  const [password, setPassword] = useState('');
  const [mailShot, setMailShot] = useState(true);
  const id = useId();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const captcha = form.take();
    if (!captcha || signUp.isPending) return;
    signUp
      .mutateAsync({
        name: name.trim(),
        email: email.trim(),
        phone: phone.trim() || null,
        password,
        mailShot,
        captcha,
        referralToken: rememberedReferral(),
      })
      .then((errors) => {
        form.answered(errors);
        if (errors.length > 0) return;
        // The sign-up keeps the referral: a later one in this tab is not credited again.
        forgetReferral();
        setSent(true);
      }, form.failed);
  };

  if (sent) {
    return <FormNotice notice={CUSTOMER_MESSAGES.signUpSent} testId="sign-up-sent" />;
  }

  return (
    <form className="auth-form" onSubmit={submit} data-testid="sign-up-form">
      <div className="form-field">
        <label className="form-field__label" htmlFor={`${id}-name`}>
          Your name
        </label>
        <input
          id={`${id}-name`}
          name="name"
          autoComplete="name"
          required
          maxLength={100}
          value={name}
          onChange={(event) => setName(event.target.value)}
          data-testid="sign-up-name"
        />
      </div>
      <EmailField value={email} onChange={setEmail} autoComplete="email" testId="sign-up-email" />
      <div className="form-field">
        <label className="form-field__label" htmlFor={`${id}-phone`}>
          Phone number <span className="form-field__optional">(optional)</span>
        </label>
        <input
          id={`${id}-phone`}
          name="phone"
          type="tel"
          autoComplete="tel"
          maxLength={25}
          value={phone}
          onChange={(event) => setPhone(event.target.value)}
          data-testid="sign-up-phone"
        />
      </div>
      <PasswordField
        label="Choose a password"
        name="password"
        autoComplete="new-password"
        hint="At least 10 characters."
        value={password}
        onChange={setPassword}
        testId="sign-up-password"
      />
      <label className="auth-form__check">
        <input
          type="checkbox"
          name="mailShot"
          checked={mailShot}
          onChange={(event) => setMailShot(event.target.checked)}
          data-testid="sign-up-mail-shot"
        />
        Email me about offers, new flowers and occasions (you can stop any time)
      </label>
      <CaptchaField handleRef={form.captcha} onReadyChange={form.onReadyChange} />
      <FormErrors errors={form.errors} testId="sign-up-errors" />
      <button
        type="submit"
        className="button button--primary auth-form__submit"
        disabled={!form.ready || signUp.isPending}
        data-testid="sign-up-submit"
      >
        {signUp.isPending ? 'Creating your account...' : 'Create Account'}
      </button>
    </form>
  );
}
