import { describe, expect, it } from 'vitest';
import { day, WEEK } from './calendar.fixtures';
import {
  cheapestMethod,
  heldSelection,
  compactWindow,
  deliveryDateText,
  hasNoAvailableDay,
  makeChoice,
  ordinalDate,
  pickDate,
  presetChoice,
  resolveSelection,
  selectionAsChoice,
} from './calendar-rules';
import { METHODS } from './calendar.fixtures';

describe('ordinalDate', () => {
  it.each([
    ['2026-06-05', '5th June'],
    ['2026-01-01', '1st January'],
    ['2026-03-02', '2nd March'],
    ['2026-04-23', '23rd April'],
    ['2026-11-11', '11th November'],
    ['2026-12-12', '12th December'],
    ['2026-05-13', '13th May'],
    ['2026-08-31', '31st August'],
  ])('%s reads %s', (iso, text) => {
    expect(ordinalDate(iso)).toBe(text);
  });
});

describe('compactWindow', () => {
  it('asks four days from today, stepping four days per press', () => {
    expect(compactWindow('2026-11-21', 0)).toEqual({ start: '2026-11-21', end: '2026-11-24' });
    expect(compactWindow('2026-11-21', 1)).toEqual({ start: '2026-11-25', end: '2026-11-28' });
    expect(compactWindow('2026-12-30', 1)).toEqual({ start: '2027-01-03', end: '2027-01-06' });
  });
});

describe('pickDate', () => {
  it('keeps the current date while it is available', () => {
    expect(pickDate(WEEK, '2026-11-24')).toBe('2026-11-24');
  });

  it('otherwise picks the first available day', () => {
    const days = [day('2026-11-22'), ...WEEK.slice(1)];
    expect(pickDate(days, null)).toBe('2026-11-23');
    expect(pickDate(days, '2026-11-22')).toBe('2026-11-23');
    expect(pickDate(days, '2026-12-01')).toBe('2026-11-23');
  });

  it('answers null when no day is available', () => {
    const none = [day('2026-12-25'), day('2026-12-26')];
    expect(pickDate(none, null)).toBeNull();
    expect(hasNoAvailableDay(none)).toBe(true);
    expect(hasNoAvailableDay(WEEK)).toBe(false);
  });
});

describe('cheapestMethod', () => {
  it('is the cheapest offered method, null on a day without methods', () => {
    expect(cheapestMethod(WEEK[2])?.id).toBe('standard');
    expect(cheapestMethod(WEEK[1])?.id).toBe('tracked');
    expect(cheapestMethod(day('2026-12-25'))).toBeNull();
  });
});

describe('resolveSelection', () => {
  it('preselects the first available day and its cheapest method', () => {
    const selection = resolveSelection(WEEK, null);
    expect(selection.date).toBe('2026-11-22');
    expect(selection.method?.id).toBe('sunday');
    expect(selection.overrideUnavailable).toBe(false);
  });

  it("keeps the shopper's method on the same date and days", () => {
    const selection = resolveSelection(WEEK, {
      date: '2026-11-24',
      methodId: 'before-1pm',
      days: WEEK,
      overrideUnavailable: false,
    });
    expect(selection.method?.id).toBe('before-1pm');
  });

  it('goes back to the cheapest method when the days change', () => {
    const refetched = [...WEEK];
    const selection = resolveSelection(refetched, {
      date: '2026-11-24',
      methodId: 'before-1pm',
      days: WEEK,
      overrideUnavailable: false,
    });
    expect(selection.date).toBe('2026-11-24');
    expect(selection.method?.id).toBe('standard');
  });

  it('keeps a choice made before an override was learnt', () => {
    const choice = makeChoice(WEEK, '2026-11-24', 'before-1pm', {});
    const selection = resolveSelection(WEEK, choice, { 'before-1pm': 'tracked' });
    expect(selection.method?.id).toBe('before-1pm');
    expect(selection.overrideUnavailable).toBe(false);
  });

  it('swaps a later choice of the original method for its override when the day offers it', () => {
    const choice = makeChoice(WEEK, '2026-11-24', 'before-1pm', { 'before-1pm': 'tracked' });
    expect(choice?.methodId).toBe('tracked');
    expect(resolveSelection(WEEK, choice).method?.id).toBe('tracked');
  });

  it('reports an override as unavailable when the day lacks it', () => {
    const days = [day('2026-11-24', ['before-1pm'])];
    const overrides = { 'before-1pm': 'tracked' };
    const auto = resolveSelection(days, null, overrides);
    expect(auto.method?.id).toBe('before-1pm');
    expect(auto.overrideUnavailable).toBe(true);
    const chosen = resolveSelection(days, makeChoice(days, '2026-11-24', 'before-1pm', overrides));
    expect(chosen.method?.id).toBe('before-1pm');
    expect(chosen.overrideUnavailable).toBe(true);
  });

  it('picks the cheapest method when a date is chosen without one', () => {
    expect(makeChoice(WEEK, '2026-11-23', undefined, {})?.methodId).toBe('tracked');
    expect(makeChoice(WEEK, '2026-12-01', undefined, {})).toBeNull();
  });

  it('selects nothing when no day is available', () => {
    expect(resolveSelection([day('2026-12-25')], null)).toEqual({
      date: null,
      method: null,
      overrideUnavailable: false,
    });
  });
});

describe('deliveryDateText', () => {
  it("puts the method's date suffix after the date", () => {
    expect(deliveryDateText('2026-06-05', METHODS.standard)).toBe('5th June');
    expect(deliveryDateText('2026-06-05', METHODS['before-1pm'])).toBe('5th June before 1pm');
    expect(deliveryDateText('2026-06-05', null)).toBe('5th June');
  });
});

describe('presetChoice', () => {
  it("starts on the order's date and method while the day offers them", () => {
    const preset = { date: '2026-11-24', methodId: 'before-1pm' };
    const selection = resolveSelection(WEEK, presetChoice(WEEK, preset));
    expect(selection.date).toBe('2026-11-24');
    expect(selection.method?.id).toBe('before-1pm');
  });

  it("keeps the date with the day's cheapest method when the method is gone", () => {
    const choice = presetChoice(WEEK, { date: '2026-11-23', methodId: 'standard' });
    expect(choice?.methodId).toBe('tracked');
  });

  it('applies nowhere else: another window, an unavailable day, no preset', () => {
    expect(presetChoice(WEEK, { date: '2026-12-01', methodId: 'standard' })).toBeNull();
    expect(presetChoice([day('2026-12-25')], { date: '2026-12-25', methodId: 'x' })).toBeNull();
    expect(presetChoice(WEEK, null)).toBeNull();
    expect(presetChoice(WEEK, { date: null, methodId: null })).toBeNull();
  });
});

describe('selectionAsChoice', () => {
  it('carries the selected date to other days, where the cheapest method is picked again', () => {
    const choice = selectionAsChoice(WEEK, {
      date: '2026-11-24',
      method: METHODS['before-1pm'],
      overrideUnavailable: false,
    });
    const month = [day('2026-11-23', ['tracked']), day('2026-11-24', ['standard', 'tracked'])];
    expect(resolveSelection(month, choice)).toEqual({
      date: '2026-11-24',
      method: METHODS.standard,
      overrideUnavailable: false,
    });
    expect(selectionAsChoice(WEEK, { date: null, method: null, overrideUnavailable: false })).toBe(
      null,
    );
  });
});

describe('heldSelection', () => {
  const held = { date: '2026-11-23', method: METHODS['before-1pm'], overrideUnavailable: false };
  const later = [day('2026-11-26', ['standard']), day('2026-11-27', ['standard'])];

  it('keeps the delivery while the days shown do not include its date', () => {
    expect(heldSelection(later, held)).toBe(held);
  });

  it('keeps it on its own day while the day still offers its method', () => {
    expect(heldSelection(WEEK, held)).toEqual(held);
    expect(heldSelection([day('2026-11-23', ['tracked'])], held)).toBeNull();
    expect(heldSelection([day('2026-11-23')], held)).toBeNull();
  });

  it('holds nothing when nothing was selected', () => {
    expect(heldSelection(WEEK, null)).toBeNull();
    expect(
      heldSelection(WEEK, { date: null, method: null, overrideUnavailable: false }),
    ).toBeNull();
  });
});
