import { createFileRoute } from '@tanstack/react-router';
import { ensureStaff } from '../api/support.queries';
import { StaffGate } from '../features/support/StaffGate';

/** The support console's staff-only frame (issue 5); sign-in sits outside it. */
export const Route = createFileRoute('/support')({
  // Rendered in the browser only: staff only, never part of a page a shared cache may keep.
  ssr: false,
  // A 401 or 403 is the gate's to show (sign-in, or staff only), not the error page's.
  loader: ({ context: { queryClient } }) => ensureStaff(queryClient),
  codeSplitGroupings: [['loader', 'component']],
  component: StaffGate,
});
