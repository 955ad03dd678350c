import { useRequestSignInLink } from '../../api/account.queries';
import { EmailLinkForm } from './EmailLinkForm';

/**
 * Sign in without a password: the shop mails a link that signs this browser in (15 minutes,
 * once). The answer is the same whether or not the email has an account.
 */
export function SignInLinkForm({ onBack }: { onBack: () => void }) {
  const send = useRequestSignInLink();
  return (
    <EmailLinkForm send={send} testId="sign-in-link" heading="Email me a sign-in link">
      <button
        type="button"
        className="auth-form__link-button"
        onClick={onBack}
        data-testid="sign-in-use-password"
      >
        Sign in with my password instead
      </button>
    </EmailLinkForm>
  );
}
