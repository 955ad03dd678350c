import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { calendarAnswer, flowerMethods } from './calendar.fixtures';
import type { DeliveryPreset } from './calendar-rules';
import { DeliveryDatePicker } from './DeliveryDatePicker';
import { useDeliveryCalendar } from './use-delivery-calendar';

const TODAY = '2026-11-21';
const LAST_MONTH =
  "We've checked and this is the last month that delivery is available for this gift - please choose from the available dates below or you may wish to select another gift.";

const CLOSED = ['-12-25', '-12-26', '-01-01'];

/** Serves the calendar: flowers' methods from today to `lastDay` but on closed days. */
function serveCalendar(lastDay = '2099-12-31', paint: string[] = []) {
  const paths: string[] = [];
  vi.stubGlobal('fetch', (input: RequestInfo | URL) => {
    const path = String(input);
    // Only the calendar's own requests: in a shared module graph another file's page may still
    // send a late request of its own through this stub.
    if (path.startsWith('/api/calendar/')) paths.push(path);
    const [, , , , start, end] = path.split('?')[0].split('/');
    const days = calendarAnswer(
      start,
      end,
      (date) =>
        date >= TODAY && date <= lastDay && !CLOSED.some((closed) => date.endsWith(closed))
          ? flowerMethods(date)
          : [],
      { pad: path.endsWith('?pad=true'), paint },
    );
    return Promise.resolve(
      new Response(JSON.stringify({ data: days, isSignedIn: false }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
  });
  return paths;
}

function Picker({ preset }: { preset?: DeliveryPreset }) {
  const calendar = useDeliveryCalendar(101, {}, { today: TODAY, preset });
  return <DeliveryDatePicker calendar={calendar} />;
}

function renderPicker(preset?: DeliveryPreset) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <Picker preset={preset} />
    </QueryClientProvider>,
  );
}

const status = () => screen.getByTestId('calendar-status').textContent;
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
const dayRadio = (date: string) =>
  within(screen.getByTestId(`calendar-day-${date}`)).getByRole('radio') as HTMLInputElement;
const selectedLine = () => screen.getByTestId('calendar-selected').textContent;

/** Presses More Dates 15 times (the compact steps) and once more to open the month calendar. */
async function openMonthCalendar() {
  await waitFor(() => expect(button('More Dates').disabled).toBe(false));
  for (let press = 1; press <= 15; press++) {
    fireEvent.click(button('More Dates'));
    await waitFor(() => expect(button('More Dates').disabled).toBe(false));
  }
  expect(screen.queryByTestId('month-calendar')).toBeNull();
  fireEvent.click(button('More Dates'));
  expect(status()).toBe('Searching for available days…');
  return screen.findByTestId('month-calendar');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('month calendar', { timeout: 20_000 }, () => {
  it('opens on the 16th More Dates step at the dates looked at, Monday to Sunday', async () => {
    const paths = serveCalendar();
    renderPicker();
    expect(status()).toBe('Loading…');
    const calendar = await openMonthCalendar();
    // Step 15 shows 20th to 23rd January, whose month opens; paging kept the day first chosen.
    expect(paths.filter((p) => !p.endsWith('?pad=true'))).toHaveLength(16);
    expect(paths.at(-1)).toBe('/api/calendar/get-days/2027-01-01/2027-01-31/101?pad=true');
    expect(within(calendar).getByRole('heading').textContent).toBe('January 2027');
    await waitFor(() => expect(status()).toBe(''));
    expect(
      within(calendar)
        .getAllByText(/^(Mon|Tue|Wed|Thu|Fri|Sat|Sun)$/)
        .map((cell) => cell.textContent),
    ).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    // 1st January 2027 is a Friday: four empty cells before it; six weeks in all.
    expect(within(calendar).getAllByRole('radio')).toHaveLength(31);
    expect(within(calendar).getAllByTestId('calendar-pad')).toHaveLength(42 - 31);
    const firstWeek = [...calendar.querySelectorAll('.month-calendar__grid > :not(abbr)')]
      .slice(0, 7)
      .map((cell) => cell.textContent);
    expect(firstWeek).toEqual(['', '', '', '', '1', '2', '3']);
    expect(dayRadio('2027-01-20').checked).toBe(false);
    expect(dayRadio('2027-01-20').getAttribute('aria-label')).toBe('20th January');
    expect(dayRadio('2027-01-01').disabled).toBe(true);
    expect(selectedLine()).toBe(
      'Your selected delivery date is: 21st November by Standard Delivery',
    );
    expect(button('Previous month').disabled).toBe(false);
    expect(button('Next month').disabled).toBe(false);
  });

  it('goes back to four days with Show fewer dates', async () => {
    serveCalendar();
    renderPicker();
    const calendar = await openMonthCalendar();
    await waitFor(() => expect(status()).toBe(''));
    fireEvent.click(within(calendar).getByRole('button', { name: 'Show fewer dates' }));
    expect(screen.queryByTestId('month-calendar')).toBeNull();
    await waitFor(() => expect(status()).toBe(''));
    expect(screen.getAllByTestId(/^calendar-day-/)).toHaveLength(4);
    expect(button('More Dates').disabled).toBe(false);
  });

  it('moves between months, highlights painted days and shows the chosen day and method', async () => {
    serveCalendar('2099-12-31', ['2027-02-14']);
    renderPicker();
    await openMonthCalendar();
    await waitFor(() => expect(button('Next month').disabled).toBe(false));
    fireEvent.click(button('Next month'));
    expect(button('Next month').disabled).toBe(true);
    expect(button('Previous month').disabled).toBe(true);
    expect(status()).toBe('Searching for available days…');
    await waitFor(() => expect(screen.getByRole('heading').textContent).toBe('February 2027'));
    await waitFor(() => expect(status()).toBe(''));
    // The selected date is gone: the first available day, with its cheapest method.
    expect(dayRadio('2027-02-01').checked).toBe(true);
    expect(selectedLine()).toBe('Your selected delivery date is: 1st February by Tracked Delivery');
    expect(screen.getByTestId('calendar-day-2027-02-14').dataset.painted).toBe('true');
    expect(screen.getByTestId('calendar-day-2027-02-13').dataset.painted).toBeUndefined();

    fireEvent.click(dayRadio('2027-02-12'));
    expect(selectedLine()).toBe(
      'Your selected delivery date is: 12th February by Standard Delivery',
    );
    fireEvent.click(within(screen.getByTestId('delivery-method-before-1pm')).getByRole('radio'));
    expect(selectedLine()).toBe(
      'Your selected delivery date is: 12th February before 1pm by Before 1pm',
    );
    // Down moves a week, to a Friday, whose cheapest method is picked again.
    fireEvent.keyDown(dayRadio('2027-02-12'), { key: 'ArrowDown' });
    expect(dayRadio('2027-02-19').checked).toBe(true);
    expect(document.activeElement).toBe(dayRadio('2027-02-19'));
    expect(selectedLine()).toBe(
      'Your selected delivery date is: 19th February by Standard Delivery',
    );

    fireEvent.click(button('Previous month'));
    await waitFor(() => expect(screen.getByRole('heading').textContent).toBe('January 2027'));
  });

  it('stops at the current month going back', async () => {
    serveCalendar();
    renderPicker({ date: '2027-01-26', methodId: 'tracked' });
    // An order's date beyond the compact steps opens the month calendar at it.
    await waitFor(() => expect(screen.getByRole('heading').textContent).toBe('January 2027'));
    await waitFor(() => expect(dayRadio('2027-01-26').checked).toBe(true));
    expect(selectedLine()).toBe('Your selected delivery date is: 26th January by Tracked Delivery');
    fireEvent.click(button('Previous month'));
    await waitFor(() => expect(screen.getByRole('heading').textContent).toBe('December 2026'));
    await waitFor(() => expect(button('Previous month').disabled).toBe(false));
    fireEvent.click(button('Previous month'));
    await waitFor(() => expect(screen.getByRole('heading').textContent).toBe('November 2026'));
    await waitFor(() => expect(status()).toBe(''));
    expect(button('Previous month').disabled).toBe(true);
    expect(button('Next month').disabled).toBe(false);
    expect(dayRadio('2026-11-20').disabled).toBe(true);
    expect(dayRadio('2026-11-21').checked).toBe(true);
  });

  it('looks ahead seven months, then stays on the last month with the warning', async () => {
    const paths = serveCalendar('2027-03-10');
    renderPicker({ date: '2027-02-02', methodId: 'standard' });
    await waitFor(() => expect(dayRadio('2027-02-02').checked).toBe(true));
    expect(screen.queryByTestId('calendar-last-month')).toBeNull();
    fireEvent.click(button('Next month'));
    await waitFor(() => expect(screen.getByRole('heading').textContent).toBe('March 2027'));
    await waitFor(() => expect(button('Next month').disabled).toBe(false));
    expect(screen.queryByTestId('calendar-last-month')).toBeNull();

    const before = paths.length;
    fireEvent.click(button('Next month'));
    await waitFor(() =>
      expect(screen.getByTestId('calendar-last-month').textContent).toBe(LAST_MONTH),
    );
    expect(paths.slice(before)).toEqual(
      ['2027-04', '2027-05', '2027-06', '2027-07', '2027-08', '2027-09', '2027-10'].map(
        (month) =>
          `/api/calendar/get-days/${month}-01/${month}-${['04', '06', '09'].includes(month.slice(5)) ? '30' : '31'}/101?pad=true`,
      ),
    );
    expect(screen.getByRole('heading').textContent).toBe('March 2027');
    expect(screen.getByTestId('calendar-last-month').getAttribute('role')).toBe('alert');
    await waitFor(() => expect(status()).toBe(''));
    expect(button('Next month').disabled).toBe(true);
    expect(button('Previous month').disabled).toBe(false);
    expect(dayRadio('2027-03-01').checked).toBe(true);
    expect(dayRadio('2027-03-11').disabled).toBe(true);

    fireEvent.click(button('Previous month'));
    await waitFor(() => expect(screen.getByRole('heading').textContent).toBe('February 2027'));
    expect(screen.queryByTestId('calendar-last-month')).toBeNull();
    await waitFor(() => expect(button('Next month').disabled).toBe(false));
    fireEvent.click(button('Next month'));
    await waitFor(() =>
      expect(screen.getByTestId('calendar-last-month').textContent).toBe(LAST_MONTH),
    );
    expect(button('Next month').disabled).toBe(true);
  });

  it('says there are no days, not the last month, when no month has one', async () => {
    serveCalendar('2026-01-01');
    renderPicker();
    await openMonthCalendar();
    await waitFor(() =>
      expect(screen.getByTestId('calendar-no-days').textContent).toBe(
        'Sorry, unfortunately there are no available days for this product - please select another gift.',
      ),
    );
    expect(screen.getByRole('heading').textContent).toBe('January 2027');
    expect(screen.queryByTestId('calendar-last-month')).toBeNull();
    expect(button('Next month').disabled).toBe(true);
    expect(selectedLine()).toBe('');
  });
});

describe('compact view', { timeout: 20_000 }, () => {
  it('More Dates never changes the chosen date or method', async () => {
    serveCalendar();
    renderPicker();
    await waitFor(() => expect(dayRadio('2026-11-21').checked).toBe(true));
    fireEvent.click(dayRadio('2026-11-23'));
    fireEvent.click(within(screen.getByTestId('delivery-method-before-1pm')).getByRole('radio'));
    for (const first of ['2026-11-25', '2026-11-29']) {
      fireEvent.click(button('More Dates'));
      await waitFor(() => expect(screen.getByTestId(`calendar-day-${first}`)).toBeTruthy());
      await waitFor(() => expect(button('More Dates').disabled).toBe(false));
      expect(screen.getAllByRole('radio').filter((r) => (r as HTMLInputElement).checked)).toEqual(
        [],
      );
      expect(selectedLine()).toBe(
        'Your selected delivery date is: 23rd November before 1pm by Before 1pm',
      );
    }
    // The month calendar straight from here still has the same day and method.
    fireEvent.click(button('Show all dates'));
    await waitFor(() => expect(screen.getByRole('heading').textContent).toBe('November 2026'));
    await waitFor(() => expect(status()).toBe(''));
    expect(dayRadio('2026-11-23').checked).toBe(true);
    expect(
      (
        within(screen.getByTestId('delivery-method-before-1pm')).getByRole(
          'radio',
        ) as HTMLInputElement
      ).checked,
    ).toBe(true);
    expect(selectedLine()).toBe(
      'Your selected delivery date is: 23rd November before 1pm by Before 1pm',
    );
  });

  it('Show all dates opens the month calendar in one press, at the selected day', async () => {
    const paths = serveCalendar();
    renderPicker();
    await waitFor(() => expect(dayRadio('2026-11-21').checked).toBe(true));
    fireEvent.click(button('Show all dates'));
    const calendar = await screen.findByTestId('month-calendar');
    expect(within(calendar).getByRole('heading').textContent).toBe('November 2026');
    await waitFor(() => expect(status()).toBe(''));
    expect(dayRadio('2026-11-21').checked).toBe(true);
    expect(paths.at(-1)).toBe('/api/calendar/get-days/2026-11-01/2026-11-30/101?pad=true');
  });
});
