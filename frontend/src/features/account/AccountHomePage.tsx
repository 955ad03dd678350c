import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { accountDetailsQueryOptions } from '../../api/account.queries';
import { errorText } from '../../api/error-text';
import { Spinner } from '../../ui/Spinner';
import { PointsLedgerCard } from '../points/PointsLedgerCard';
import { ACCOUNT_MENU } from './account-paths';
import { AccountPage } from './AccountPage';

/**
 * `/account`: a welcome, the customer's details at a glance, their Posy Points and every account
 * page.
 */
export function AccountHomePage() {
  const details = useQuery(accountDetailsQueryOptions());
  return (
    <AccountPage title="My Account" testId="account-home">
      {details.isPending && <Spinner />}
      {details.isError && (
        <p className="account-alert" role="alert">
          {errorText(details.error)}
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
          <PointsLedgerCard businessCustomer={details.data.businessCustomer} />
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
