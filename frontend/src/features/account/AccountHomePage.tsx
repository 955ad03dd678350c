import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { accountDetailsQueryOptions } from '../../api/account.queries';
import { Spinner } from '../../ui/Spinner';
import { ACCOUNT_MENU } from './account-paths';
import { AccountPage } from './AccountPage';

/** `/account`: a welcome, the customer's details at a glance and every account page. */
export function AccountHomePage() {
  const details = useQuery(accountDetailsQueryOptions());
  return (
    <AccountPage title="My Account" testId="account-home">
      {details.isPending && <Spinner />}
      {details.isError && (
        <p className="account-alert" role="alert">
          {details.error.message}
        </p>
      )}
      {details.data && (
        <>
          <p className="account-page__lead" data-testid="account-welcome">
            Hello {details.data.name}.
          </p>
          <dl className="account-summary">
            <div>
              <dt>Email</dt>
              <dd data-testid="account-email">{details.data.email}</dd>
            </div>
            {details.data.phone && (
              <div>
                <dt>Phone</dt>
                <dd>{details.data.phone}</dd>
              </div>
            )}
          </dl>
        </>
      )}
      <ul className="account-tiles">
        {ACCOUNT_MENU.filter((item) => item.to !== '/account').map((item) => (
          <li key={item.to}>
            <Link to={item.to} className="account-tile">
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </AccountPage>
  );
}
