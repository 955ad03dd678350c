import { Link } from '@tanstack/react-router';
import { useSignInWithLink } from '../../api/account.queries';
import { Spinner } from '../../ui/Spinner';
import { AuthCard } from './AuthCard';
import { useEmailedLink } from './use-emailed-link';

/**
 * `/sign-in/email/:token`: the emailed magic link signs this browser in (once, within 15
 * minutes) and goes to the account; a used or expired link says so, with a way to get another.
 */
export function SignInLinkPage({ token }: { token: string }) {
  const errors = useEmailedLink(useSignInWithLink(), { token });

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
