import { useNavigate } from '@tanstack/react-router';
import { supportErrorMessage } from './support-messages';
import { useStaffSignOut } from '../../api/support.queries';
import type { SupportStaff } from '@shop/contracts';

/** Who is signed in, and the way out. */
export function StaffSignOut({ staff }: { staff: SupportStaff }) {
  const signOut = useStaffSignOut();
  const navigate = useNavigate();

  return (
    <div className="support-header__staff">
      <span data-testid="support-staff-name">
        <span className="visually-hidden">Signed in as </span>
        {staff.name}
      </span>
      <button
        type="button"
        className="support-button support-button--quiet"
        data-testid="support-sign-out"
        disabled={signOut.isPending}
        onClick={() =>
          signOut.mutate(undefined, {
            onSuccess: () => void navigate({ to: '/support/sign-in', replace: true }),
          })
        }
      >
        Sign out
      </button>
      {signOut.isError && (
        <p role="alert" className="support-error">
          {supportErrorMessage(signOut.error)}
        </p>
      )}
    </div>
  );
}
