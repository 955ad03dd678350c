import {
  FORM_LIMITS,
  FORM_MESSAGES,
  HEARD_ABOUT_CHOICES,
  ORDER_NUMBER_FORMAT,
  SENDS_MOST_CHOICES,
  type ContactRequest,
  type FeedbackRequest,
  type HeardAboutChoice,
  type SendsMostChoice,
  type SurveyRequest,
} from '@shop/contracts';

/**
 * The forms' checks in the browser, mirroring the server's (`FORM_LIMITS`, `FORM_MESSAGES`) so a
 * shopper hears about a mistake at once; the server still decides. Each reader takes the form's
 * fields and answers either the errors by field or the body to send.
 */

/** A message per field that failed. */
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

export type FormCheck<F extends string, Body> =
  { ok: true; body: Body } | { ok: false; errors: FieldErrors<F> };

/** What a form holds, by field name (as `FormData` gives it). */
export type FormValues = { get(name: string): FormDataEntryValue | null };

const text = (values: FormValues, name: string) => {
  const value = values.get(name);
  return typeof value === 'string' ? value.trim() : '';
};

/** Something, an `@`, something with a dot: the server's check is stricter and has the last word. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export function isEmailAddress(value: string): boolean {
  return value.length <= FORM_LIMITS.emailMaxLength && EMAIL_SHAPE.test(value);
}

/** Text of 1 to `max` characters once trimmed, as the server counts it. */
const isText = (value: string, max: number) => value.length > 0 && value.length <= max;

/** A whole number from `min` to `max` written as digits, or null. */
function wholeNumberIn(value: string, min: number, max: number): number | null {
  if (!/^\d{1,2}$/.test(value)) return null;
  const number = Number(value);
  return number >= min && number <= max ? number : null;
}

function result<F extends string, Body>(errors: FieldErrors<F>, body: () => Body) {
  return Object.keys(errors).length > 0
    ? ({ ok: false, errors } as const)
    : ({ ok: true, body: body() } as const);
}

export type FeedbackField = 'rating' | 'comments' | 'email';

/** `/feedback`: a rating of 1 to 5 stars, comments, and an email address only if given. */
export function readFeedback(values: FormValues): FormCheck<FeedbackField, FeedbackRequest> {
  const rating = wholeNumberIn(text(values, 'rating'), 1, 5);
  const comments = text(values, 'comments');
  const email = text(values, 'email');
  const errors: FieldErrors<FeedbackField> = {};
  if (rating === null) errors.rating = FORM_MESSAGES.rating;
  if (!isText(comments, FORM_LIMITS.commentsMaxLength)) errors.comments = FORM_MESSAGES.comments;
  if (email !== '' && !isEmailAddress(email)) errors.email = FORM_MESSAGES.email;
  return result(errors, () => ({ rating: rating ?? 0, comments, email: email || null }));
}

export type ContactField = 'name' | 'email' | 'orderNumber' | 'message';

/** `/contact-us`: name, email, an order number only if given (`p1234567` reads as `P1234567`), message. */
export function readContact(values: FormValues): FormCheck<ContactField, ContactRequest> {
  const name = text(values, 'name');
  const email = text(values, 'email');
  const orderNumber = text(values, 'orderNumber').toUpperCase();
  const message = text(values, 'message');
  const errors: FieldErrors<ContactField> = {};
  if (!isText(name, FORM_LIMITS.nameMaxLength)) errors.name = FORM_MESSAGES.name;
  if (!isEmailAddress(email)) errors.email = FORM_MESSAGES.email;
  if (orderNumber !== '' && !ORDER_NUMBER_FORMAT.test(orderNumber)) {
    errors.orderNumber = FORM_MESSAGES.orderNumber;
  }
  if (!isText(message, FORM_LIMITS.messageMaxLength)) errors.message = FORM_MESSAGES.message;
  return result(errors, () => ({ name, email, orderNumber: orderNumber || null, message }));
}

export type SurveyField =
  'heardAbout' | 'recommendScore' | 'sendsMost' | 'easeOfOrdering' | 'comments';

const isHeardAbout = (value: string): value is HeardAboutChoice =>
  (HEARD_ABOUT_CHOICES as readonly string[]).includes(value);
const isSendsMost = (value: string): value is SendsMostChoice =>
  (SENDS_MOST_CHOICES as readonly string[]).includes(value);

/** `/survey`: the two required questions answered, the others as given (`SURVEY_QUESTIONS`). */
export function readSurvey(values: FormValues): FormCheck<SurveyField, SurveyRequest> {
  const heardAbout = text(values, 'heardAbout');
  const recommendScore = wholeNumberIn(text(values, 'recommendScore'), 0, 10);
  const sendsMost = text(values, 'sendsMost');
  const ease = text(values, 'easeOfOrdering');
  const easeOfOrdering = ease === '' ? null : wholeNumberIn(ease, 1, 5);
  const comments = text(values, 'comments');
  const errors: FieldErrors<SurveyField> = {};
  if (!isHeardAbout(heardAbout)) errors.heardAbout = FORM_MESSAGES.heardAbout;
  if (recommendScore === null) errors.recommendScore = FORM_MESSAGES.recommendScore;
  if (sendsMost !== '' && !isSendsMost(sendsMost)) errors.sendsMost = FORM_MESSAGES.sendsMost;
  if (ease !== '' && easeOfOrdering === null) errors.easeOfOrdering = FORM_MESSAGES.easeOfOrdering;
  if (comments.length > FORM_LIMITS.commentsMaxLength)
    errors.comments = FORM_MESSAGES.surveyComments;
  return result(errors, () => ({
    answers: {
      heardAbout: heardAbout as HeardAboutChoice,
      recommendScore: recommendScore ?? 0,
      sendsMost: isSendsMost(sendsMost) ? sendsMost : null,
      easeOfOrdering,
      comments: comments || null,
    },
  }));
}

/** Which field each server message belongs to, per form (the server's messages name one field each). */
export const FEEDBACK_FIELD_OF: Readonly<Record<string, FeedbackField>> = {
  [FORM_MESSAGES.rating]: 'rating',
  [FORM_MESSAGES.comments]: 'comments',
  [FORM_MESSAGES.email]: 'email',
};

export const CONTACT_FIELD_OF: Readonly<Record<string, ContactField>> = {
  [FORM_MESSAGES.name]: 'name',
  [FORM_MESSAGES.email]: 'email',
  [FORM_MESSAGES.orderNumber]: 'orderNumber',
  [FORM_MESSAGES.message]: 'message',
};

export const SURVEY_FIELD_OF: Readonly<Record<string, SurveyField>> = {
  [FORM_MESSAGES.heardAbout]: 'heardAbout',
  [FORM_MESSAGES.recommendScore]: 'recommendScore',
  [FORM_MESSAGES.sendsMost]: 'sendsMost',
  [FORM_MESSAGES.easeOfOrdering]: 'easeOfOrdering',
  [FORM_MESSAGES.surveyComments]: 'comments',
};
