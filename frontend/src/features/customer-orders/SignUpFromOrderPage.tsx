import type { SignUpFromOrderLink } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import {
  signUpFromOrderLinkQueryOptions,
  useSignUpFromOrder,
} from '../../api/customer-orders.queries';
import { errorText } from '../../api/error-text';
import { Spinner } from '../../ui/Spinner';
import { AuthCard, FormErrors } from '../account/AuthCard';
import { PasswordField } from '../account/PasswordField';
import { useGuestOnly } from '../account/use-account-guard';
import { ACCOUNT_HOME } from '../account/account-paths';

/**
 * `/sign-up-account/:orderId/:verificationToken`: the order confirmation email's 'Create an
 * account' link. The account takes the order's email and name; the guest chooses a password and
 * the mail preference, and is signed in with the order in their history. A bad link says so and
 * points to `/sign-up`.
 */
export function SignUpFromOrderPage({
  orderId,
  verificationToken,
}: {
  orderId: string;
  verificationToken: string;
}) {
  // Signed in already, the customer goes to their account.
  const allowed = useGuestOnly();
  if (!allowed) return <Spinner />;
  return <SignUpFromOrderCard orderId={orderId} verificationToken={verificationToken} />;
}

function SignUpFromOrderCard({
  orderId,
  verificationToken,
}: {
  orderId: string;
  verificationToken: string;
}) {
  const link = useQuery(signUpFromOrderLinkQueryOptions(orderId, verificationToken));
  // Once the account exists the link reads as used: keep the form until the page moves on.
  const [checked, setChecked] = useState<SignUpFromOrderLink | null>(null);
  const shown = checked ?? link.data;
  if (!shown && link.isPending) return <Spinner label="Checking your link…" />;
  return (
    <AuthCard title="Create an Account" testId="sign-up-from-order-page">
      {link.isError && !shown && (
        <p className="account-alert" role="alert" data-testid="sign-up-from-order-error">
          {errorText(link.error)}
        </p>
      )}
      {shown?.valid === false && (
        <div className="account-alert" role="alert" data-testid="sign-up-from-order-refused">
          <p>{shown.message}</p>
          <p>
            <Link to="/sign-up">Create an account</Link> or <Link to="/sign-in">sign in</Link>
          </p>
        </div>
      )}
      {shown?.valid === true && (
        <SignUpFromOrderForm
          link={shown}
          orderId={orderId}
          verificationToken={verificationToken}
          onSubmitted={() => setChecked(shown)}
        />
      )}
    </AuthCard>
  );
}

function SignUpFromOrderForm({
  link,
  orderId,
  verificationToken,
  onSubmitted,
}: {
  link: Extract<SignUpFromOrderLink, { valid: true }>;
  orderId: string;
  verificationToken: string;
  onSubmitted: () => void;
}) {
  const signUp = useSignUpFromOrder();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [mailShot, setMailShot] = useState(true);
  const [errors, setErrors] = useState<readonly string[]>([]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (signUp.isPending) return;
    onSubmitted();
    signUp.mutate(
      { orderId, verificationToken, password, mailShot },
      {
        onSuccess: (messages) => {
          setErrors(messages);
          if (messages.length === 0) void navigate({ to: ACCOUNT_HOME, replace: true });
        },
        onError: (error) => setErrors([errorText(error)]),
      },
    );
  };

  return (
    <form className="auth-form" onSubmit={submit} data-testid="sign-up-from-order-form">
      <p className="auth-card__intro">
        Keep order {link.orderNumber} and your details for next time: choose a password for your
        account.
      </p>
      <dl className="account-summary" data-testid="sign-up-from-order-details">
        <div>
          <dt>Name</dt>
          <dd>{link.name}</dd>
        </div>
        <div>
          <dt>Email</dt>
          <dd data-testid="sign-up-from-order-email">{link.email}</dd>
        </div>
      </dl>
      <PasswordField
        label="Choose a password"
        name="password"
        autoComplete="new-password"
        hint="At least 10 characters."
        value={password}
        onChange={setPassword}
        testId="sign-up-from-order-password"
      />
      <label className="auth-form__check">
        <input
          type="checkbox"
          name="mailShot"
          checked={mailShot}
          onChange={(event) => setMailShot(event.target.checked)}
          data-testid="sign-up-from-order-mail-shot"
        />
        Email me about offers, new flowers and occasions (you can stop any time)
      </label>
      <FormErrors errors={errors} testId="sign-up-from-order-errors" />
      <button
        type="submit"
        className="button button--primary auth-form__submit"
        disabled={signUp.isPending}
        data-testid="sign-up-from-order-submit"
      >
        {signUp.isPending ? 'Creating your account...' : 'Create account'}
      </button>
    </form>
  );
}
