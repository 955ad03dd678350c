import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useConfirmSignUp } from '../../api/account.queries';
import { errorText } from '../../api/error-text';
import { Spinner } from '../../ui/Spinner';
import { AuthCard } from './AuthCard';
import { ACCOUNT_HOME } from './account-paths';

/**
 * `/sign-up/confirm/:key`: the link a sign-up mailed makes the account (once, within 24 hours),
 * signs this browser in with its basket, and goes to the account; a used or expired link says
 * so, with the way to sign up again or sign in.
 */
export function SignUpConfirmPage({ signUpKey }: { signUpKey: string }) {
  const confirm = useConfirmSignUp();
  const navigate = useNavigate();
  const [errors, setErrors] = useState<readonly string[] | null>(null);
  const sent = useRef(false);

  useEffect(() => {
    // Once: a second call would find the sign-up used.
    if (sent.current) return;
    sent.current = true;
    confirm.mutate(
      { key: signUpKey },
      {
        onSuccess: (messages) => {
          if (messages.length === 0) void navigate({ to: ACCOUNT_HOME, replace: true });
          else setErrors(messages);
        },
        onError: (error) => setErrors([errorText(error)]),
      },
    );
  }, [confirm, signUpKey, navigate]);

  if (!errors) return <Spinner label="Creating your account…" />;
  return (
    <AuthCard title="Create an Account" testId="sign-up-confirm-page">
      <div className="account-alert" role="alert" data-testid="sign-up-confirm-refused">
        {errors.map((message) => (
          <p key={message}>{message}</p>
        ))}
      </div>
      <p>
        <Link to="/sign-up" className="button button--secondary">
          Sign up again
        </Link>{' '}
        <Link to="/sign-in" className="button button--secondary">
          Sign in
        </Link>
      </p>
    </AuthCard>
  );
}
