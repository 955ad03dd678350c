/**
 * The shopper's forms (docs/rules-storefront.md "Routes": `/feedback`, `/survey`, `/contact-us`):
 * what each sends and the thank-you it gets. Nothing sent can be read back through the API.
 * Together the three forms take at most `FORM_LIMITS.submissionsPerWindow` messages per address,
 * and per session, in `FORM_LIMITS.windowMinutes` minutes; then they answer 429 with
 * `FORM_MESSAGES.tooMany`.
 */

export const FORM_LIMITS = {
  commentsMaxLength: 2000,
  messageMaxLength: 4000,
  nameMaxLength: 100,
  emailMaxLength: 254,
  submissionsPerWindow: 5,
  windowMinutes: 10,
} as const;

/** The forms' words; the validation messages are shown beside the field they name. */
export const FORM_MESSAGES = {
  feedbackThanks: 'Thank you for your feedback.',
  surveyThanks: 'Thank you for answering our survey.',
  contactThanks: 'Thank you for your message. We will reply by email within one working day.',
  tooMany: 'Too many messages. Please wait a few minutes and try again.',
  rating: 'Please choose a rating from 1 to 5 stars.',
  comments: 'Please tell us what you think, in no more than 2,000 characters.',
  email: 'Please enter a valid email address.',
  name: 'Please enter your name, in no more than 100 characters.',
  orderNumber:
    'Please enter your order number as it appears on your confirmation email, e.g. P1234567.',
  message: 'Please write your message, in no more than 4,000 characters.',
  answers: 'Please answer the survey questions.',
  heardAbout: 'Please tell us how you heard about us.',
  recommendScore: 'Please choose a score from 0 to 10.',
  sendsMost: 'Please choose what you send most often.',
  easeOfOrdering: 'Please choose a score from 1 to 5.',
  surveyComments: 'Please keep your comments to 2,000 characters or fewer.',
} as const;

/** `POST /api/feedback`. */
export interface FeedbackRequest {
  /** Whole stars, 1 to 5. */
  rating: number;
  /** Up to 2,000 characters, not blank. */
  comments: string;
  /** Where we may reply; leave out, null or empty for none. */
  email?: string | null;
}

export const HEARD_ABOUT_CHOICES = [
  'Search engine',
  'Social media',
  'A friend or family member',
  'I received a gift from Posy',
  'Smooth FM radio advert',
  'Another advert',
  'Other',
] as const;

export const SENDS_MOST_CHOICES = [
  'Flowers',
  'Plants',
  'Hampers',
  'Greetings cards',
  'Gift cards',
  "I haven't ordered yet",
] as const;

export type HeardAboutChoice = (typeof HEARD_ABOUT_CHOICES)[number];
export type SendsMostChoice = (typeof SENDS_MOST_CHOICES)[number];

/** `/survey`'s questions in order, for the storefront to draw; the answers are `SurveyAnswers`. */
export const SURVEY_QUESTIONS = [
  {
    id: 'heardAbout',
    kind: 'choice',
    question: 'How did you first hear about Posy?',
    choices: HEARD_ABOUT_CHOICES,
    required: true,
  },
  {
    id: 'recommendScore',
    kind: 'scale',
    question: 'How likely are you to recommend Posy to a friend or colleague?',
    min: 0,
    max: 10,
    minLabel: 'Not at all likely',
    maxLabel: 'Extremely likely',
    required: true,
  },
  {
    id: 'sendsMost',
    kind: 'choice',
    question: 'What do you send most often?',
    choices: SENDS_MOST_CHOICES,
    required: false,
  },
  {
    id: 'easeOfOrdering',
    kind: 'scale',
    question: 'How easy was it to place your last order?',
    min: 1,
    max: 5,
    minLabel: 'Very difficult',
    maxLabel: 'Very easy',
    required: false,
  },
  {
    id: 'comments',
    kind: 'text',
    question: 'Is there anything we could do better?',
    maxLength: FORM_LIMITS.commentsMaxLength,
    required: false,
  },
] as const;

/** The survey's answers, one field per question of `SURVEY_QUESTIONS`. */
export interface SurveyAnswers {
  heardAbout: HeardAboutChoice;
  /** 0 to 10. */
  recommendScore: number;
  sendsMost?: SendsMostChoice | null;
  /** 1 to 5. */
  easeOfOrdering?: number | null;
  /** Up to 2,000 characters. */
  comments?: string | null;
}

/** `POST /api/survey`. */
export interface SurveyRequest {
  answers: SurveyAnswers;
}

/** `POST /api/contact`. */
export interface ContactRequest {
  /** Up to 100 characters. */
  name: string;
  email: string;
  /** `P1234567`, when the message is about an order; leave out, null or empty otherwise. */
  orderNumber?: string | null;
  /** Up to 4,000 characters, not blank. */
  message: string;
}

/** What each form answers once the message is stored. */
export interface FormThankYou {
  message: string;
}
