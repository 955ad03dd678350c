import { EMAIL_SIGN_OFF, type EmailLine, type EmailSection } from './composed-email';

/** Text that is safe inside HTML content and double-quoted attributes. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** A paragraph of text as typed: escaped, its line breaks kept. */
export function htmlParagraph(text: string): string {
  return `<p>${escapeHtml(text).replace(/\r?\n/g, '<br>')}</p>`;
}

function htmlLine(line: EmailLine): string {
  const value = line.href
    ? `<a href="${escapeHtml(line.href)}">${escapeHtml(line.value)}</a>`
    : escapeHtml(line.value);
  return `<li><strong>${escapeHtml(line.label)}:</strong> ${value}</li>`;
}

export function htmlSection(section: EmailSection): string {
  return (
    `<h2 style="font-size:18px;margin:24px 0 8px">${escapeHtml(section.heading)}</h2>` +
    `<ul style="list-style:none;padding:0;margin:0">${section.lines.map(htmlLine).join('')}</ul>`
  );
}

/** A simple, accessible page: language, title, one readable column; `body` is already HTML. */
export function htmlDocument(title: string, body: string): string {
  return (
    '<!DOCTYPE html><html lang="en-GB"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<title>${escapeHtml(title)}</title></head>` +
    '<body style="margin:0;padding:16px;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1f1f1f;background:#ffffff">' +
    `<main style="max-width:600px;margin:0 auto">${body}` +
    `<p style="margin-top:32px">${escapeHtml(EMAIL_SIGN_OFF)}</p></main></body></html>`
  );
}

/** The same lines as plain text. */
export function textSection(section: EmailSection): string {
  return [section.heading, ...section.lines.map((l) => `${l.label}: ${l.href ?? l.value}`)].join(
    '\n',
  );
}
