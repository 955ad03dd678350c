import { createFileRoute } from '@tanstack/react-router';
import { StaffGate } from '../features/support/StaffGate';

/** The support console's staff-only frame (issue 5); sign-in sits outside it. */
export const Route = createFileRoute('/support')({
  component: StaffGate,
});
