import type { ComposedEmail } from './composed-email';
import { EMAIL_SIGN_OFF } from './composed-email';
import { composeAccountLinkEmail } from './account-link.email';
import { escapeHtml, htmlDocument, htmlParagraph } from './email-html';

/** A new address's sign-up: the link that makes the account (`/sign-up/confirm/{key}`). */
export const signUpEmail = (to: string, link: string): ComposedEmail =>
  composeAccountLinkEmail({
    to,
    subject: 'Finish creating your Posy account',
    intro: 'Thank you for signing up to Posy. Please confirm your email address to finish.',
    action: 'Create my account',
    link,
    validity: 'The link works once, within 24 hours.',
  });

/**
 * Someone signed up with the address of an existing account. The sign-up's answer was the same
 * as for a new address, so this email is where the owner learns it: links to sign in and to
 * reset the password, no key (nothing here changes the account).
 */
export function signUpAttemptEmail(to: string, origin: string): ComposedEmail {
  const subject = 'You already have a Posy account';
  const signIn = `${origin}/sign-in`;
  const reset = `${origin}/forgot-password`;
  const intro =
    'Someone (we hope you) just tried to create a Posy account with this email address, but it already has one.';
  const notYou =
    "If it wasn't you, you can ignore this email: nothing has changed, and no new account was made.";
  const text = [
    'Hello,',
    intro,
    `Sign in: ${signIn}`,
    `Forgotten your password? Reset it: ${reset}`,
    notYou,
    EMAIL_SIGN_OFF,
  ].join('\n\n');
  const button = (href: string, label: string) =>
    `<a href="${escapeHtml(href)}" style="display:inline-block;margin:0 8px 8px 0;padding:12px 20px;border-radius:999px;background:#1f4d3a;color:#ffffff;text-decoration:none;font-weight:bold">${escapeHtml(label)}</a>`;
  const html = htmlDocument(
    subject,
    `<h1 style="font-size:22px">${escapeHtml(subject)}</h1>` +
      htmlParagraph('Hello,') +
      htmlParagraph(intro) +
      `<p>${button(signIn, 'Sign in')}${button(reset, 'Reset my password')}</p>` +
      htmlParagraph(`Or paste these addresses into your browser: ${signIn} or ${reset}`) +
      htmlParagraph(notYou),
  );
  return { to, cc: null, subject, text: `${text}\n`, html };
}
