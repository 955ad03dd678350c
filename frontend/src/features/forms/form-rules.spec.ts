import { FORM_MESSAGES } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { RequestError } from '../../http/request-error';
import { formFailure } from './form-failure';
import {
  CONTACT_FIELD_OF,
  isEmailAddress,
  readContact,
  readFeedback,
  readSurvey,
} from './form-rules';

const values = (entries: Record<string, string>) => new URLSearchParams(entries);

describe('the forms’ checks in the browser', () => {
  it('takes ratings 1 to 5 only', () => {
    for (const rating of ['0', '6', '2.5', '', 'five']) {
      expect(readFeedback(values({ rating, comments: 'Hi' }))).toEqual({
        ok: false,
        errors: { rating: FORM_MESSAGES.rating },
      });
    }
    expect(readFeedback(values({ rating: '5', comments: 'Hi' })).ok).toBe(true);
  });

  it('counts comments once trimmed, as the server does', () => {
    const comments = ` ${'c'.repeat(2000)} `;
    expect(readFeedback(values({ rating: '3', comments }))).toEqual({
      ok: true,
      body: { rating: 3, comments: 'c'.repeat(2000), email: null },
    });
    expect(readFeedback(values({ rating: '3', comments: '   ' }))).toEqual({
      ok: false,
      errors: { comments: FORM_MESSAGES.comments },
    });
  });

  it('knows an email address roughly; the server knows it exactly', () => {
    expect(isEmailAddress('sam@example.com')).toBe(true);
    expect(isEmailAddress('sam@example')).toBe(false);
    expect(isEmailAddress('sam example@x.com')).toBe(false);
    expect(isEmailAddress(`${'a'.repeat(245)}@example.com`)).toBe(false);
  });

  it('reads an order number in any case, or none', () => {
    const message = { name: 'Sam', email: 'sam@example.com', message: 'Hi' };
    expect(readContact(values({ ...message, orderNumber: ' p1234567 ' }))).toMatchObject({
      ok: true,
      body: { orderNumber: 'P1234567' },
    });
    expect(readContact(values({ ...message, orderNumber: '' }))).toMatchObject({
      ok: true,
      body: { orderNumber: null },
    });
    expect(readContact(values({ ...message, orderNumber: 'P123456' }))).toEqual({
      ok: false,
      errors: { orderNumber: FORM_MESSAGES.orderNumber },
    });
  });

  it('refuses survey answers that are not among the choices', () => {
    expect(readSurvey(values({ heardAbout: 'Telepathy', recommendScore: '11' }))).toEqual({
      ok: false,
      errors: {
        heardAbout: FORM_MESSAGES.heardAbout,
        recommendScore: FORM_MESSAGES.recommendScore,
      },
    });
    expect(
      readSurvey(values({ heardAbout: 'Other', recommendScore: '5', easeOfOrdering: '0' })),
    ).toEqual({ ok: false, errors: { easeOfOrdering: FORM_MESSAGES.easeOfOrdering } });
  });
});

describe('a refused form', () => {
  it('puts each message of a 400 beside its field, the rest in the alert', () => {
    const error = new RequestError(400, [
      FORM_MESSAGES.email,
      'Something else',
      FORM_MESSAGES.name,
    ]);
    expect(formFailure(error, CONTACT_FIELD_OF)).toEqual({
      fields: { email: FORM_MESSAGES.email, name: FORM_MESSAGES.name },
      alert: 'Something else',
    });
  });

  it('answers a 429 with the spec’s words whatever the server said', () => {
    expect(formFailure(new RequestError(429, []), CONTACT_FIELD_OF)).toEqual({
      fields: {},
      alert: FORM_MESSAGES.tooMany,
    });
  });

  it('answers any other failure in the request helper’s words', () => {
    expect(formFailure(new RequestError(500, []), CONTACT_FIELD_OF)).toEqual({
      fields: {},
      alert: 'Oops! There has been an error - please try again.',
    });
  });
});
