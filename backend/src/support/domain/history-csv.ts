import type { SupportBasketEvent } from '@shop/contracts';

const HEADER = [
  'position',
  'version',
  'time (London)',
  'type',
  'summary',
  'actor',
  'correlation id',
  'stream',
  'stream version',
];

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, quote or line break, quotes doubled.
 * A cell a spreadsheet would run as a formula (=, +, -, @, tab, CR first) gets a leading `'`.
 */
export function csvCell(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A basket's history as CSV, CRLF line ends, header first; each entry names its own stream last. */
export function historyCsv(events: readonly SupportBasketEvent[]): string {
  const lines = [
    HEADER,
    ...events.map((e) => [
      e.position,
      e.version,
      e.londonTime,
      e.type,
      e.summary,
      e.actor.label,
      e.correlationId,
      e.streamId,
      e.streamVersion,
    ]),
  ];
  return lines.map((cells) => cells.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
