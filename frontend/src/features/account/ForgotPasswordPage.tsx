import { CUSTOMER_MESSAGES } from '@shop/contracts';
import { Link } from '@tanstack/react-router';
import { useForgotPassword } from '../../api/account.queries';
import { Spinner } from '../../ui/Spinner';
import { AuthCard } from './AuthCard';
import { EmailLinkForm } from './EmailLinkForm';
import { useGuestOnly } from './use-account-guard';

/**
 * `/forgot-password`: mails a reset link (1 hour, once). The answer is the same whether or not
 * the email has an account. A reset link that was wrong or used lands here with its message.
 */
export function ForgotPasswordPage({ keyRefused }: { keyRefused: boolean }) {
  const allowed = useGuestOnly();
  const send = useForgotPassword();
  if (!allowed) return <Spinner />;
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
      <EmailLinkForm send={send} testId="forgot-password">
        <Link to="/sign-in">Back to sign in</Link>
      </EmailLinkForm>
    </AuthCard>
  );
}
