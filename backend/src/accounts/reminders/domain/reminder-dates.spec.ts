import { REMINDER_OCCASIONS } from '@shop/contracts';
import {
  dueOccasionDate,
  dueWindow,
  nextOccasionDate,
  occasionDateIn,
  type OccasionWhen,
} from './reminder-dates';

const birthday = (month: number, day: number): OccasionWhen => ({
  occasion: 'Birthday',
  month,
  day,
});
const dated = (occasion: OccasionWhen['occasion']): OccasionWhen => ({
  occasion,
  month: null,
  day: null,
});

describe('reminder dates', () => {
  it("works out the shop's own dates each year (UK Mothering Sunday and Father's Day)", () => {
    expect(occasionDateIn(dated("Mother's Day"), 2026)).toBe('2026-03-15');
    expect(occasionDateIn(dated("Mother's Day"), 2027)).toBe('2027-03-07');
    expect(occasionDateIn(dated("Father's Day"), 2026)).toBe('2026-06-21');
    expect(occasionDateIn(dated("Father's Day"), 2027)).toBe('2027-06-20');
    expect(occasionDateIn(dated("Valentine's Day"), 2027)).toBe('2027-02-14');
    expect(occasionDateIn(dated('Christmas'), 2026)).toBe('2026-12-25');
  });

  it('repeats a given date every year; 29th February falls on the 28th in other years', () => {
    expect(occasionDateIn(birthday(2, 29), 2028)).toBe('2028-02-29');
    expect(occasionDateIn(birthday(2, 29), 2027)).toBe('2027-02-28');
    expect(nextOccasionDate(birthday(6, 4), '2026-06-04')).toBe('2026-06-04');
    expect(nextOccasionDate(birthday(6, 3), '2026-06-04')).toBe('2027-06-03');
    expect(nextOccasionDate(dated('Christmas'), '2026-12-26')).toBe('2027-12-25');
  });

  it('is due from 7 days before the occasion to the day before, not on the day', () => {
    expect(dueOccasionDate(birthday(6, 11), '2026-06-03')).toBeNull();
    expect(dueOccasionDate(birthday(6, 11), '2026-06-04')).toBe('2026-06-11');
    expect(dueOccasionDate(birthday(6, 11), '2026-06-10')).toBe('2026-06-11');
    expect(dueOccasionDate(birthday(6, 11), '2026-06-11')).toBeNull();
    // Across the year's end.
    expect(dueOccasionDate(birthday(1, 2), '2026-12-26')).toBe('2027-01-02');
    expect(dueOccasionDate(dated("Father's Day"), '2026-06-14')).toBe('2026-06-21');
    expect(dueOccasionDate(birthday(2, 29), '2027-02-21')).toBe('2027-02-28');
  });

  it("narrows the job's query to the dates and occasions that can be due", () => {
    expect(dueWindow('2026-06-14', REMINDER_OCCASIONS)).toEqual({
      occasions: ["Father's Day"],
      days: [15, 16, 17, 18, 19, 20, 21].map((day) => ({ month: 6, day })),
    });
    const february = dueWindow('2027-02-21', REMINDER_OCCASIONS);
    expect(february.days).toContainEqual({ month: 2, day: 29 });
    expect(february.occasions).toEqual([]);
    // In a leap year the 29th is a day of its own.
    expect(dueWindow('2028-02-21', REMINDER_OCCASIONS).days).not.toContainEqual({
      month: 2,
      day: 29,
    });
    expect(dueWindow('2028-02-22', REMINDER_OCCASIONS).days.at(-1)).toEqual({ month: 2, day: 29 });
    expect(dueWindow('2026-12-18', REMINDER_OCCASIONS).occasions).toEqual(['Christmas']);
  });
});
