import { Link } from '@tanstack/react-router';
import { useConfirmSignUp } from '../../api/account.queries';
import { Spinner } from '../../ui/Spinner';
import { AuthCard } from './AuthCard';
import { useEmailedLink } from './use-emailed-link';

/**
 * `/sign-up/confirm/:key`: the link a sign-up mailed makes the account (once, within 24 hours),
 * signs this browser in with its basket, and goes to the account; a used or expired link says
 * so, with the way to sign up again or sign in.
 */
export function SignUpConfirmPage({ signUpKey }: { signUpKey: string }) {
  const errors = useEmailedLink(useConfirmSignUp(), { key: signUpKey });

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
