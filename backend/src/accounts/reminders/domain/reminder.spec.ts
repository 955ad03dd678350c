import { REMINDER_MESSAGES, type ReminderRequest } from '@shop/contracts';
import { DomainError } from '../../../platform/domain-error';
import { checkReminderDetails } from './reminder';

const BIRTHDAY: ReminderRequest = {
  occasion: 'Birthday',
  month: 6,
  day: 11,
  recipientName: '  Jane  ',
  note: ' Loves sunflowers ',
};

function problems(input: ReminderRequest): string[] {
  try {
    checkReminderDetails(input);
  } catch (error) {
    expect(error).toBeInstanceOf(DomainError);
    const refused = error as DomainError;
    expect(refused.status).toBe(400);
    return [refused.message, ...refused.details];
  }
  throw new Error('accepted');
}

describe('reminder details', () => {
  it('trims the name and note and keeps the date', () => {
    expect(checkReminderDetails(BIRTHDAY)).toEqual({
      occasion: 'Birthday',
      month: 6,
      day: 11,
      recipientName: 'Jane',
      note: 'Loves sunflowers',
      productId: null,
    });
  });

  it('takes no date for the occasions with their own, whatever is sent', () => {
    expect(checkReminderDetails({ ...BIRTHDAY, occasion: 'Christmas' })).toMatchObject({
      occasion: 'Christmas',
      month: null,
      day: null,
    });
  });

  it('refuses a date that is not a real day of its month, or none for a birthday', () => {
    for (const [month, day] of [
      [2, 30],
      [4, 31],
      [13, 1],
      [0, 10],
      [null, 10],
      [6, null],
      [6.5, 1],
    ]) {
      expect(problems({ ...BIRTHDAY, month, day })).toEqual([REMINDER_MESSAGES.date]);
    }
    expect(checkReminderDetails({ ...BIRTHDAY, month: 2, day: 29 })).toMatchObject({ day: 29 });
  });

  it('names every problem: occasion, empty or long name, long note, a bad product id', () => {
    expect(
      problems({
        occasion: 'Easter' as never,
        recipientName: '   ',
        note: 'x'.repeat(501),
        productId: 0,
      }),
    ).toEqual([
      REMINDER_MESSAGES.occasion,
      REMINDER_MESSAGES.recipientName,
      REMINDER_MESSAGES.note,
      REMINDER_MESSAGES.product,
    ]);
    expect(problems({ ...BIRTHDAY, recipientName: 'x'.repeat(101) })).toEqual([
      REMINDER_MESSAGES.recipientName,
    ]);
    expect(checkReminderDetails({ ...BIRTHDAY, note: 'x'.repeat(500) }).note).toHaveLength(500);
  });
});
