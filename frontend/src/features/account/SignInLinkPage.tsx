import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useSignInWithLink } from '../../api/account.queries';
import { errorText } from '../../api/error-text';
import { Spinner } from '../../ui/Spinner';
import { AuthCard } from './AuthCard';
import { ACCOUNT_HOME } from './account-paths';

/**
 * `/sign-in/email/:token`: the emailed magic link signs this browser in (once, within 15
 * minutes) and goes to the account; a used or expired link says so, with a way to get another.
 */
export function SignInLinkPage({ token }: { token: string }) {
  const signIn = useSignInWithLink();
  const navigate = useNavigate();
  const [errors, setErrors] = useState<readonly string[] | null>(null);
  const sent = useRef(false);

  useEffect(() => {
    // Once: a second call would find the key used.
    if (sent.current) return;
    sent.current = true;
    signIn.mutate(
      { token },
      {
        onSuccess: (messages) => {
          if (messages.length === 0) void navigate({ to: ACCOUNT_HOME, replace: true });
          else setErrors(messages);
        },
        onError: (error) => setErrors([errorText(error)]),
      },
    );
  }, [signIn, token, navigate]);

  if (!errors) return <Spinner label="Signing you in…" />;
  return (
    <AuthCard title="Sign In" testId="sign-in-link-page">
      <div className="account-alert" role="alert" data-testid="sign-in-link-refused">
        {errors.map((message) => (
          <p key={message}>{message}</p>
        ))}
      </div>
      <p>
        <Link to="/sign-in" className="button button--secondary">
          Back to sign in
        </Link>
      </p>
    </AuthCard>
  );
}
