const londonDay = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/** The London day of a UTC instant: `4 June 2026` (built from parts: ICU versions differ). */
export function londonDayOf(instant: string): string {
  const parts = Object.fromEntries(
    londonDay.formatToParts(new Date(instant)).map((part) => [part.type, part.value]),
  );
  return `${parts.day} ${parts.month} ${parts.year}`;
}
