import type { CalendarDayResponse } from '@shop/contracts';
import { DomainError } from '../../platform/domain-error';
import { assertWindow, padToWholeWeeks, parsePad, withDaysToPaint } from './calendar-answer';
import { CALENDAR_MESSAGES } from './calendar.messages';

const day = (date: string): CalendarDayResponse => ({
  date,
  isAvailable: true,
  isDummy: false,
  deliveryMethods: {},
});

describe('the calendar answer', () => {
  it('reads pad as true, false or absent, and refuses anything else in our words', () => {
    expect([parsePad(undefined), parsePad('false'), parsePad('true')]).toEqual([
      false,
      false,
      true,
    ]);
    expect(() => parsePad('yes')).toThrow(new DomainError(CALENDAR_MESSAGES.badPad, 400));
  });

  it('accepts one day to 62 days and refuses a reversed or longer window', () => {
    expect(() => assertWindow('2026-06-01', '2026-06-01')).not.toThrow();
    expect(() => assertWindow('2026-06-01', '2026-08-01')).not.toThrow();
    expect(() => assertWindow('2026-06-02', '2026-06-01')).toThrow(
      CALENDAR_MESSAGES.endBeforeStart,
    );
    expect(() => assertWindow('2026-06-01', '2026-08-02')).toThrow(CALENDAR_MESSAGES.tooLong);
  });

  it('pads Wednesday to Saturday out to Monday and Sunday with dummy days', () => {
    const days = ['2026-07-01', '2026-07-02', '2026-07-03', '2026-07-04'].map(day);

    const padded = padToWholeWeeks(days, '2026-07-01', '2026-07-04');

    expect(padded.map((d) => [d.date, d.isDummy])).toEqual([
      ['2026-06-29', true],
      ['2026-06-30', true],
      ['2026-07-01', false],
      ['2026-07-02', false],
      ['2026-07-03', false],
      ['2026-07-04', false],
      ['2026-07-05', true],
    ]);
  });

  it('gives every method the painted days and before 1pm its tracked override, in order', () => {
    const method = { name: '', price: 0, dateSuffix: '', requiresPostcodeCheck: false };
    const answer = withDaysToPaint(['2027-02-14'])({
      date: '2027-02-12',
      isAvailable: true,
      isDummy: false,
      deliveryMethods: {
        tracked: { ...method, id: 'tracked' },
        'before-1pm': { ...method, id: 'before-1pm' },
      },
    });

    expect(Object.keys(answer.deliveryMethods)).toEqual(['tracked', 'before-1pm']);
    expect(answer.deliveryMethods.tracked).toMatchObject({
      daysToPaint: ['2027-02-14'],
      overrideMethod: null,
    });
    expect(answer.deliveryMethods['before-1pm'].overrideMethod).toEqual({
      overrideId: 'tracked',
      originalId: 'before-1pm',
    });
  });
});
