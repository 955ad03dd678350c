import type { ComposedEmail } from './composed-email';
import { EMAIL_SIGN_OFF } from './composed-email';
import { escapeHtml, htmlDocument, htmlParagraph } from './email-html';

/** What an account email with a single-use link says. */
export interface AccountLinkEmail {
  to: string;
  subject: string;
  /** What the link is for, in a sentence. */
  intro: string;
  /** The button's words. */
  action: string;
  link: string;
  /** How long the link lasts and that it works once. */
  validity: string;
}

const NOT_YOU =
  "If you didn't ask for this, you can ignore this email: nothing changes unless the link is used.";

/** A short email with one link (sign-in, password, email change): text and HTML alike. */
export function composeAccountLinkEmail(email: AccountLinkEmail): ComposedEmail {
  const text = [
    'Hello,',
    email.intro,
    `${email.action}: ${email.link}`,
    email.validity,
    NOT_YOU,
    EMAIL_SIGN_OFF,
  ].join('\n\n');
  const html = htmlDocument(
    email.subject,
    `<h1 style="font-size:22px">${escapeHtml(email.subject)}</h1>` +
      htmlParagraph('Hello,') +
      htmlParagraph(email.intro) +
      `<p><a href="${escapeHtml(email.link)}" style="display:inline-block;padding:12px 20px;border-radius:999px;background:#1f4d3a;color:#ffffff;text-decoration:none;font-weight:bold">${escapeHtml(email.action)}</a></p>` +
      htmlParagraph(`Or paste this address into your browser: ${email.link}`) +
      htmlParagraph(email.validity) +
      htmlParagraph(NOT_YOU),
  );
  return { to: email.to, cc: null, subject: email.subject, text: `${text}\n`, html };
}

/** The magic sign-in link (`/sign-in/email/{token}`). */
export const signInLinkEmail = (to: string, link: string): ComposedEmail =>
  composeAccountLinkEmail({
    to,
    subject: 'Your Posy sign-in link',
    intro: 'Here is the link you asked for to sign in to your Posy account.',
    action: 'Sign in to Posy',
    link,
    validity: 'The link works once, within 15 minutes.',
  });

/** A password reset (`/forgot-password/{token}`) or a first password (`/set-password/{token}`). */
export const passwordLinkEmail = (to: string, purpose: 'reset' | 'set', link: string) =>
  composeAccountLinkEmail({
    to,
    subject: purpose === 'reset' ? 'Reset your Posy password' : 'Set your Posy password',
    intro:
      purpose === 'reset'
        ? 'Someone (we hope you) asked to reset the password of your Posy account.'
        : 'Choose a password for your Posy account, so you can sign in any time.',
    action: purpose === 'reset' ? 'Choose a new password' : 'Set your password',
    link,
    validity: 'The link works once, within an hour.',
  });

/** A new email address to confirm (`/account/edit-details/verify/{token}`), sent to it. */
export const emailChangeEmail = (to: string, link: string): ComposedEmail =>
  composeAccountLinkEmail({
    to,
    subject: 'Confirm your new email address for Posy',
    intro: 'Please confirm that this is the new email address for your Posy account.',
    action: 'Confirm my email address',
    link,
    validity: 'The link works once, within 24 hours.',
  });
