import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { signInMethodsQueryOptions } from '../../api/account.queries';
import { Spinner } from '../../ui/Spinner';
import { AccountPage } from './AccountPage';

/** `/account/signin-methods`: the ways this customer can sign in. */
export function SignInMethodsPage() {
  const methods = useQuery(signInMethodsQueryOptions());
  return (
    <AccountPage title="Sign-in Methods" testId="signin-methods-page">
      {methods.isPending && <Spinner />}
      {methods.isError && (
        <p className="account-alert" role="alert">
          {methods.error.message}
        </p>
      )}
      {methods.data && (
        <ul className="account-list" data-testid="signin-methods">
          {methods.data.password && (
            <li className="account-list__item">
              <h2 className="account-list__heading">Email and password</h2>
              <p>
                Sign in with {methods.data.email} and your password.{' '}
                <Link to="/account/change-password">Change your password</Link>
              </p>
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
