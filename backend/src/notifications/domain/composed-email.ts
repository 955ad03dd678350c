/** An email as a composer writes it: plain text and HTML saying the same thing. */
export interface ComposedEmail {
  to: string;
  cc: string | null;
  subject: string;
  text: string;
  html: string;
}

/** One line of an email: `label: value`, the value optionally a link. */
export interface EmailLine {
  label: string;
  value: string;
  href?: string;
}

/** A titled group of lines (an order, the payment). */
export interface EmailSection {
  heading: string;
  lines: EmailLine[];
}

/** What every email's footer says. */
export const EMAIL_SIGN_OFF = 'With love from everyone at Posy Flowers';
