import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { signInMethodsQueryOptions, useSetPasswordLink } from '../../api/account.queries';
import { errorText } from '../../api/error-text';
import { Spinner } from '../../ui/Spinner';
import { AccountPage } from './AccountPage';
import { FormErrors, FormNotice } from './AuthCard';
import { accountPath } from './account-paths';

/** `/account/signin-methods`: the ways this customer can sign in. */
export function SignInMethodsPage() {
  const methods = useQuery(signInMethodsQueryOptions());
  return (
    <AccountPage title="Sign-in Methods" testId="signin-methods-page">
      {methods.isPending && <Spinner />}
      {methods.isError && (
        <p className="account-alert" role="alert">
          {errorText(methods.error)}
        </p>
      )}
      {methods.data && (
        <ul className="account-list" data-testid="signin-methods">
          {methods.data.password && (
            <li className="account-list__item">
              <h2 className="account-list__heading">Email and password</h2>
              <p>
                Sign in with {methods.data.email} and your password.{' '}
                <Link to={accountPath('change-password')}>Change your password</Link>
              </p>
              <SetPasswordLink email={methods.data.email} />
            </li>
          )}
          {methods.data.emailLink && (
            <li className="account-list__item">
              <h2 className="account-list__heading">Email me a sign-in link</h2>
              <p>
                On the sign-in page, ask for a link: we email {methods.data.email} a link that signs
                you in once, within 15 minutes.
              </p>
            </li>
          )}
        </ul>
      )}
    </AccountPage>
  );
}

/**
 * Forgotten the current password while signed in: a link to set a new one is mailed (once,
 * within an hour), as `/forgot-password` would, without signing out first.
 */
function SetPasswordLink({ email }: { email: string }) {
  const send = useSetPasswordLink();
  const sent = send.isSuccess && send.data.length === 0;
  const refused = send.isError ? [errorText(send.error)] : (send.data ?? []);
  return (
    <>
      <p>
        <button
          type="button"
          className="auth-form__link-button"
          disabled={send.isPending || sent}
          onClick={() => send.mutate()}
          data-testid="signin-methods-set-password"
        >
          Email me a link to set a new password
        </button>
      </p>
      <FormErrors errors={refused} testId="signin-methods-set-password-errors" />
      <FormNotice
        notice={sent ? `We've sent a link to ${email}. It works once, within an hour.` : null}
        testId="signin-methods-set-password-sent"
      />
    </>
  );
}
