/**
 * Purposes of signed links that one module signs and another follows (a token signed for one
 * purpose fails every other). The reminder email (notifications) signs the reminder's id; the
 * accounts module's unguarded deactivate endpoint verifies it.
 */
export const LINK_PURPOSES = {
  reminderDeactivate: 'reminder-deactivate',
} as const;
