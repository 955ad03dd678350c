import { plainWeekdayOrdinalDate, type ReminderDue } from '@shop/contracts';
import { EMAIL_SIGN_OFF, type ComposedEmail, type EmailSection } from './composed-email';
import { escapeHtml, htmlDocument, htmlParagraph, htmlSection, textSection } from './email-html';

type DueReminder = ReminderDue['data'];

/** `{origin}/continue-purchase/{productId}`: the gift idea's page; the flowers when there is none. */
export function reminderGiftLink(origin: string, productId: number | null): string {
  return productId === null
    ? `${origin}/category/flowers`
    : `${origin}/continue-purchase/${productId}`;
}

/** `{origin}/account/reminder-service/deactivate/{token}`: stops the reminder, no sign-in. */
export function reminderStopLink(origin: string, token: string): string {
  return `${origin}/account/reminder-service/deactivate/${encodeURIComponent(token)}`;
}

/** "Jane's birthday", "Mother's Day for Mum", "your occasion for Sam". */
export function occasionPhrase(due: Pick<DueReminder, 'occasion' | 'recipientName'>): string {
  const who = due.recipientName;
  switch (due.occasion) {
    case 'Birthday':
      return `${who}'s birthday`;
    case 'Anniversary':
      return `${who}'s anniversary`;
    case 'Other':
      return `your occasion for ${who}`;
    default:
      return `${due.occasion} for ${who}`;
  }
}

export function reminderSubject(due: DueReminder): string {
  return `Reminder: ${occasionPhrase(due)} is on ${plainWeekdayOrdinalDate(due.occasionDate)}`;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The reminder, to the customer who set it: whose occasion and when, their note, a gift idea
 * and the link that stops the reminder (`stopToken`: the reminder's id signed by the shop).
 */
export function composeReminderEmail(
  due: DueReminder,
  publicOrigin: string,
  stopToken: string,
): ComposedEmail {
  const subject = reminderSubject(due);
  const greeting = `Hello ${due.customerName},`;
  const intro = `${capitalised(occasionPhrase(due))} is on ${plainWeekdayOrdinalDate(due.occasionDate)}. There is still time to send something lovely.`;
  const note = due.note.trim();
  const gift: EmailSection = {
    heading: 'A gift idea',
    lines: [
      {
        label: 'Choose a gift',
        value: 'See our pick',
        href: reminderGiftLink(publicOrigin, due.productId),
      },
    ],
  };
  const why = 'You are receiving this email because you set up this reminder at Posy Flowers.';
  const stopLink = reminderStopLink(publicOrigin, stopToken);
  const text = [
    greeting,
    intro,
    ...(note ? [`Your note:\n${note}`] : []),
    textSection(gift),
    `${why}\nStop these reminders: ${stopLink}`,
    EMAIL_SIGN_OFF,
  ].join('\n\n');
  const html = htmlDocument(
    subject,
    `<h1 style="font-size:22px">${escapeHtml('A reminder from Posy Flowers')}</h1>` +
      htmlParagraph(greeting) +
      htmlParagraph(intro) +
      (note
        ? `<h2 style="font-size:18px;margin:24px 0 8px">Your note</h2>` +
          `<blockquote style="margin:0;padding:8px 16px;border-left:4px solid #b5446e">${htmlParagraph(note)}</blockquote>`
        : '') +
      htmlSection(gift) +
      `<p style="margin-top:32px;font-size:14px">${escapeHtml(why)} ` +
      `<a href="${escapeHtml(stopLink)}">Stop these reminders</a></p>`,
  );
  return { to: due.email, cc: null, subject, text: `${text}\n`, html };
}
