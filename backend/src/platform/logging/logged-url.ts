/** The longest address a log line carries: enough to tell pages apart, not a way to fill the logs. */
export const LOGGED_URL_MAX = 200;

/** The address as a log line holds it: its first {@link LOGGED_URL_MAX} characters, and '…' for the rest. */
export function loggedUrl(url: string): string {
  return url.length <= LOGGED_URL_MAX ? url : `${url.slice(0, LOGGED_URL_MAX)}…`;
}
