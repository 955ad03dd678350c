import { CUSTOMER_MESSAGES } from '@shop/contracts';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useVerifyEmail } from '../../api/account.queries';
import { errorText } from '../../api/error-text';
import { Spinner } from '../../ui/Spinner';
import { AuthCard } from './AuthCard';
import { ACCOUNT_HOME } from './account-paths';

/**
 * `/account/edit-details/verify/:key` (no sign-in needed): the link mailed to a new email
 * address makes it the account's email.
 */
export function VerifyEmailPage({ keyValue }: { keyValue: string }) {
  const verify = useVerifyEmail();
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    verify.mutate({ key: keyValue });
  }, [verify, keyValue]);

  const errors = verify.isError ? [errorText(verify.error)] : (verify.data ?? null);
  if (!errors) return <Spinner label="Checking your link…" />;
  return (
    <AuthCard title="Verify Email Address" testId="verify-email-page">
      {errors.length === 0 ? (
        <p className="account-notice" role="status" data-testid="verify-email-done">
          {CUSTOMER_MESSAGES.emailVerified} <Link to={ACCOUNT_HOME}>Go to your account</Link>
        </p>
      ) : (
        <div className="account-alert" role="alert" data-testid="verify-email-refused">
          {errors.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
      )}
    </AuthCard>
  );
}
