import {
  REMINDER_MESSAGES,
  type DeactivatedReminder,
  type ReminderData,
  type ReminderRequest,
} from '@shop/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSessionState } from '../../http/session-state';
import { envelope, renderApp, stubApi } from '../../test/render-app';

const FULL_APP = { timeout: 20_000 };

const JANE: ReminderData = {
  id: '0b7c2f8e-1f5e-4a55-9c55-6d1f0f7f1a11',
  occasion: 'Birthday',
  month: 6,
  day: 11,
  recipientName: 'Jane',
  note: 'Loves sunflowers',
  productId: 131,
  nextDate: '2026-06-11',
};
const MUM: ReminderData = {
  id: '5a0d8d3c-4b8e-4d8f-8f5e-2b1c1d0e9f22',
  occasion: "Mother's Day",
  month: null,
  day: null,
  recipientName: 'Mum',
  note: '',
  productId: null,
  nextDate: '2027-03-07',
};

const ok = (data: unknown, isSignedIn = true) => envelope({ data, isSignedIn });
const refused = (status: number, body: Record<string, unknown>) =>
  new Response(JSON.stringify({ data: null, isSignedIn: true, ...body }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

/** The API of a signed-in customer (or a guest), recording what was posted. */
function serve(answers: Record<string, (init?: RequestInit) => Response>, signedIn = true) {
  const posted: { path: string; body: unknown }[] = [];
  const api = stubApi({
    'GET /api/user-session': () =>
      ok(signedIn ? { customerId: 'c1', email: 'cara@example.com' } : null, signedIn),
    ...Object.fromEntries(
      Object.entries(answers).map(([key, answer]) => [
        key,
        (init?: RequestInit) => {
          if (key.startsWith('POST ')) {
            posted.push({
              path: key.slice(5),
              body: typeof init?.body === 'string' ? JSON.parse(init.body) : null,
            });
          }
          return answer(init);
        },
      ]),
    ),
  });
  vi.stubGlobal('fetch', api.fetchStub);
  return { ...api, posted };
}

beforeEach(() => resetSessionState());
afterEach(() => vi.unstubAllGlobals());

const choose = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('the reminder service', FULL_APP, () => {
  it('lists each reminder: occasion, date, recipient, Edit and Deactivate', async () => {
    serve({ 'GET /api/account/reminders': () => ok([JANE, MUM]) });
    renderApp('/account/reminder-service');
    await screen.findByRole('heading', { level: 1, name: 'Reminder Service' });
    expect(document.title).toBe('Reminder Service | Posy');
    const items = await screen.findAllByTestId('reminder-item');
    expect(
      items.map((item) => within(item).getByRole('heading', { level: 2 }).textContent),
    ).toEqual(['Birthday', "Mother's Day"]);
    expect(within(items[0]).getByTestId('reminder-recipient-text').textContent).toBe('Jane');
    expect(within(items[0]).getByTestId('reminder-date-text').textContent).toBe(
      'Every year on 11th June (next: Thursday 11th June 2026)',
    );
    expect(within(items[1]).getByTestId('reminder-date-text').textContent).toBe(
      'Every year on Mothering Sunday, three weeks before Easter Sunday (next: Sunday 7th March 2027)',
    );
    const edit = within(items[0]).getByRole('link', { name: 'Edit Birthday for Jane' });
    expect(edit.getAttribute('href')).toBe(`/account/reminder-service/edit/${JANE.id}`);
    within(items[1]).getByRole('button', { name: "Deactivate Mother's Day for Mum" });
  });

  it('deactivates a reminder once asked again; the list and a notice follow', async () => {
    const api = serve({
      'GET /api/account/reminders': () => ok([JANE, MUM]),
      [`POST /api/account/reminders/${JANE.id}/deactivate`]: () => ok([MUM]),
    });
    renderApp('/account/reminder-service');
    const [jane] = await screen.findAllByTestId('reminder-item');
    fireEvent.click(within(jane).getByRole('button', { name: 'Deactivate Birthday for Jane' }));
    // Asked first; Cancel keeps it.
    fireEvent.click(within(jane).getByRole('button', { name: 'Cancel' }));
    expect(api.posted).toEqual([]);
    fireEvent.click(within(jane).getByRole('button', { name: 'Deactivate Birthday for Jane' }));
    const yes = within(jane).getByRole('button', { name: 'Yes, deactivate' });
    expect(document.activeElement).toBe(yes);
    fireEvent.click(yes);
    expect((await screen.findByTestId('reminder-notice')).textContent).toBe(
      REMINDER_MESSAGES.stopped,
    );
    await waitFor(() => expect(screen.getAllByTestId('reminder-item')).toHaveLength(1));
    expect(screen.getByTestId('reminder-recipient-text').textContent).toBe('Mum');
    expect(api.posted).toEqual([
      { path: `/api/account/reminders/${JANE.id}/deactivate`, body: null },
    ]);
  });

  it('says so when there are no reminders yet', async () => {
    serve({ 'GET /api/account/reminders': () => ok([]) });
    renderApp('/account/reminder-service');
    expect((await screen.findByTestId('reminder-empty')).textContent).toBe(
      'You have no reminders yet.',
    );
  });

  it('adds a reminder from a labelled form, counting the note, then lists it as saved', async () => {
    const api = serve({
      'POST /api/account/reminders': () => ok(JANE),
      'GET /api/account/reminders': () => ok([JANE]),
    });
    renderApp('/account/reminder-service/add');
    await screen.findByRole('heading', { level: 1, name: 'Add a Reminder' });
    expect(screen.getByTestId('reminder-note-count').textContent).toBe('500 characters left');
    choose('Occasion', 'Birthday');
    choose('Day', '11');
    choose('Month', '6');
    fireEvent.change(screen.getByLabelText('Who is it for?'), { target: { value: ' Jane ' } });
    fireEvent.change(screen.getByLabelText(/^Note/), { target: { value: 'Loves sunflowers' } });
    expect(screen.getByTestId('reminder-note-count').textContent).toBe('484 characters left');
    fireEvent.click(screen.getByRole('button', { name: 'Save Reminder' }));
    expect((await screen.findByTestId('reminder-notice')).textContent).toBe(
      REMINDER_MESSAGES.saved,
    );
    await screen.findByTestId('reminder-item');
    expect(api.posted).toEqual([
      {
        path: '/api/account/reminders',
        body: {
          occasion: 'Birthday',
          day: 11,
          month: 6,
          recipientName: 'Jane',
          note: 'Loves sunflowers',
          productId: null,
        } satisfies ReminderRequest,
      },
    ]);
  });

  it("takes no date for the shop's own occasions, and keeps the day within the month", async () => {
    const api = serve({
      'POST /api/account/reminders': () => ok(MUM),
      'GET /api/account/reminders': () => ok([MUM]),
    });
    renderApp('/account/reminder-service/add');
    await screen.findByTestId('reminder-form');
    choose('Day', '31');
    choose('Month', '4');
    expect((screen.getByLabelText('Day') as HTMLSelectElement).value).toBe('30');
    choose('Occasion', "Father's Day");
    expect(screen.queryByLabelText('Day')).toBeNull();
    expect(screen.getByTestId('reminder-date-rule').textContent).toBe(
      "Father's Day falls on the third Sunday of June: we work the date out every year and remind you a week before.",
    );
    fireEvent.change(screen.getByLabelText('Who is it for?'), { target: { value: 'Dad' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Reminder' }));
    await screen.findByTestId('reminder-notice');
    expect(api.posted[0].body).toEqual({
      occasion: "Father's Day",
      recipientName: 'Dad',
      note: '',
      productId: null,
    });
  });

  it('shows every reason a save was refused in an alert, and stays on the form', async () => {
    serve({
      'POST /api/account/reminders': () =>
        refused(400, { errors: [REMINDER_MESSAGES.date, REMINDER_MESSAGES.recipientName] }),
    });
    renderApp('/account/reminder-service/add');
    await screen.findByTestId('reminder-form');
    fireEvent.click(screen.getByRole('button', { name: 'Save Reminder' }));
    const alert = await screen.findByTestId('reminder-errors');
    expect(alert.closest('[role="alert"]')).not.toBeNull();
    expect([...alert.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      REMINDER_MESSAGES.date,
      REMINDER_MESSAGES.recipientName,
    ]);
    expect(screen.getByTestId('reminder-add-page')).toBeTruthy();
  });

  it('edits a reminder: the form starts from it and keeps its gift', async () => {
    const api = serve({
      [`GET /api/account/reminders/${JANE.id}`]: () => ok(JANE),
      [`POST /api/account/reminders/${JANE.id}`]: () => ok({ ...JANE, recipientName: 'Janet' }),
      'GET /api/account/reminders': () => ok([{ ...JANE, recipientName: 'Janet' }]),
    });
    renderApp(`/account/reminder-service/edit/${JANE.id}`);
    await screen.findByRole('heading', { level: 1, name: 'Edit Reminder' });
    const name = (await screen.findByLabelText('Who is it for?')) as HTMLInputElement;
    expect(name.value).toBe('Jane');
    expect((screen.getByLabelText('Day') as HTMLSelectElement).value).toBe('11');
    expect((screen.getByLabelText('Month') as HTMLSelectElement).value).toBe('6');
    expect((screen.getByLabelText(/^Note/) as HTMLTextAreaElement).value).toBe('Loves sunflowers');
    fireEvent.change(name, { target: { value: 'Janet' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Reminder' }));
    await screen.findByTestId('reminder-notice');
    expect((await screen.findByTestId('reminder-recipient-text')).textContent).toBe('Janet');
    expect(api.posted).toEqual([
      {
        path: `/api/account/reminders/${JANE.id}`,
        body: { ...JANE, id: undefined, nextDate: undefined, recipientName: 'Janet' },
      },
    ]);
  });

  it("says when the reminder to edit is not the customer's (404)", async () => {
    serve({
      [`GET /api/account/reminders/${MUM.id}`]: () =>
        refused(404, { error: "Sorry, we couldn't find what you were looking for." }),
    });
    renderApp(`/account/reminder-service/edit/${MUM.id}`);
    expect((await screen.findByTestId('reminder-edit-missing')).textContent).toBe(
      'Sorry, we couldn’t find that reminder. It may have been deactivated.',
    );
  });
});

describe("the email's stop link (no sign-in)", FULL_APP, () => {
  const TOKEN = `${JANE.id}.${'a'.repeat(43)}`;

  it('stops the reminder it names for a guest, and says which', async () => {
    const stopped: DeactivatedReminder = { occasion: 'Birthday', recipientName: 'Jane' };
    const api = serve({ 'POST /api/reminders/deactivate': () => ok(stopped, false) }, false);
    renderApp(`/account/reminder-service/deactivate/${TOKEN}`);
    const done = await screen.findByTestId('reminder-stop-done');
    expect(done.textContent).toBe(
      `${REMINDER_MESSAGES.stopped} We will not email you about Birthday for Jane again.`,
    );
    expect(document.title).toBe('Stop Reminders | Posy');
    expect(api.posted).toEqual([{ path: '/api/reminders/deactivate', body: { token: TOKEN } }]);
  });

  it('says a link that is not valid is not valid', async () => {
    serve(
      {
        'POST /api/reminders/deactivate': () =>
          refused(404, { error: REMINDER_MESSAGES.linkInvalid, isSignedIn: false }),
      },
      false,
    );
    renderApp('/account/reminder-service/deactivate/not-a-link');
    const refusedText = await screen.findByTestId('reminder-stop-refused');
    expect(refusedText.textContent).toBe(REMINDER_MESSAGES.linkInvalid);
    expect(refusedText.getAttribute('role')).toBe('alert');
  });
});
