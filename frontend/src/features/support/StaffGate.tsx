import { useQuery } from '@tanstack/react-query';
import { Navigate, Outlet } from '@tanstack/react-router';
import { Spinner } from '../../ui/Spinner';
import { StaffSignOut } from './StaffSignOut';
import { SupportFrame } from './SupportFrame';
import { hasStatus, STAFF_ONLY_MESSAGE, supportErrorMessage } from './support-messages';
import { staffSessionQueryOptions } from '../../api/support.queries';

/**
 * Every console page but sign-in: nobody signed in goes to `/support/sign-in`; a shopper's session
 * is told the console is for staff only; a staff member gets the page.
 */
export function StaffGate() {
  const session = useQuery(staffSessionQueryOptions());

  if (session.isError && hasStatus(session.error, 401)) {
    return <Navigate to="/support/sign-in" replace />;
  }
  if (session.isError) {
    const forbidden = hasStatus(session.error, 403);
    return (
      <SupportFrame>
        <p role="alert" className="support-error" data-testid="support-gate-error">
          {supportErrorMessage(session.error, forbidden ? STAFF_ONLY_MESSAGE : undefined)}
        </p>
      </SupportFrame>
    );
  }
  if (!session.data) {
    return (
      <SupportFrame>
        <Spinner />
      </SupportFrame>
    );
  }
  return (
    <SupportFrame aside={<StaffSignOut staff={session.data.staff} />}>
      <Outlet />
    </SupportFrame>
  );
}
