const londonTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  day: 'numeric',
  month: 'long',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** A UTC instant as London reads it: `24 November, 14:05` (built from parts: ICU versions differ). */
export function londonDateTime(instant: string): string {
  const parts = Object.fromEntries(
    londonTime.formatToParts(new Date(instant)).map((part) => [part.type, part.value]),
  );
  return `${parts.day} ${parts.month}, ${parts.hour}:${parts.minute}`;
}
