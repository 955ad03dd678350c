import type { PointsLedger } from '@shop/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSessionState } from '../../http/session-state';
import { envelope, renderApp } from '../../test/render-app';
import { DETAILS, deferred, failed, serveAccounts } from './account.fixtures';

const FULL_APP = { timeout: 20_000 };

beforeEach(() => {
  resetSessionState();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/account and /account/signin-methods', FULL_APP, () => {
  it("greets the customer with their details, titled 'My Account'", async () => {
    serveAccounts({ signedIn: true, details: { ...DETAILS, phone: '07700 900123' } });
    renderApp('/account');

    const welcome = await screen.findByTestId('account-welcome');
    expect(welcome.textContent).toBe('Hello Ada Lovelace.');
    expect(screen.getByRole('heading', { level: 1, name: 'My Account' })).toBeTruthy();
    expect(screen.getByTestId('account-email').textContent).toBe('ada@example.co.uk');
    expect(screen.getByText('07700 900123')).toBeTruthy();
    expect(document.title).toBe('My Account | Posy');
  });

  it.each([
    [{ password: true, emailLink: true }, ['Email and password', 'Email me a sign-in link']],
    [{ password: false, emailLink: true }, ['Email me a sign-in link']],
  ])('lists the ways this customer signs in: %j', async (methods, headings) => {
    serveAccounts({
      signedIn: true,
      answers: {
        'GET /api/account/signin-methods': () =>
          envelope({ data: { ...methods, email: DETAILS.email }, isSignedIn: true }),
      },
    });
    renderApp('/account/signin-methods');

    const list = await screen.findByTestId('signin-methods');
    expect(
      within(list)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(headings);
    expect(list.textContent).toContain(DETAILS.email);
  });

  it('mails a link to set a new password, once asked, and says where it went', async () => {
    const api = serveAccounts({
      signedIn: true,
      answers: {
        'GET /api/account/signin-methods': () =>
          envelope({
            data: { password: true, emailLink: true, email: DETAILS.email },
            isSignedIn: true,
          }),
        'POST /api/account/set-password-link': () => envelope({ data: [], isSignedIn: true }),
      },
    });
    renderApp('/account/signin-methods');
    const button = await screen.findByRole('button', {
      name: 'Email me a link to set a new password',
    });
    button.click();
    expect((await screen.findByTestId('signin-methods-set-password-sent')).textContent).toBe(
      `We've sent a link to ${DETAILS.email}. It works once, within an hour.`,
    );
    const sends = api.calls.filter(
      (call) => call.method === 'POST' && call.path === '/api/account/set-password-link',
    );
    expect(sends).toHaveLength(1);
    expect((button as HTMLButtonElement).disabled).toBe(true);
  });
});

const LEDGER: PointsLedger = {
  balance: 7,
  entries: [
    // 00:30 on 1 June in London is still 31 May in UTC: the London day is shown.
    { at: '2026-05-31T23:30:00.000Z', kind: 'referral', points: 5, reference: null },
    { at: '2026-05-20T10:00:00.000Z', kind: 'reversed', points: -2, reference: 'P7654321' },
    { at: '2026-05-12T09:00:00.000Z', kind: 'returned', points: 3, reference: 'pur-2' },
    { at: '2026-05-12T08:59:00.000Z', kind: 'spent', points: -3, reference: 'pur-2' },
    { at: '2026-01-15T12:00:00.000Z', kind: 'earned', points: 4, reference: 'P1234567' },
  ],
};

const points = (ledger: PointsLedger) => () => envelope({ data: ledger, isSignedIn: true });

describe('the Posy Points card of /account', FULL_APP, () => {
  it('shows the balance and every line of the ledger, newest first, dated in London', async () => {
    serveAccounts({ signedIn: true, answers: { 'GET /api/account/points': points(LEDGER) } });
    renderApp('/account');
    const card = await screen.findByTestId('points-ledger');
    expect(within(card).getByRole('heading', { level: 2 }).textContent).toBe('Posy Points™');
    expect((await within(card).findByTestId('points-balance')).textContent).toBe(
      'You have 7 points, worth £7.00 off a later order.',
    );
    const table = within(card).getByRole('table', {
      name: 'Your Posy Points™ history, newest first',
    });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Date', 'What', 'Points']);
    expect(
      within(table)
        .getAllByTestId('points-ledger-entry')
        .map((row) => [...(row as HTMLTableRowElement).cells].map((cell) => cell.textContent)),
    ).toEqual([
      ['1 June 2026', 'Refer-a-friend bonus', '+5'],
      ['20 May 2026', 'Taken back (refund)', '−2'],
      ['12 May 2026', 'Given back', '+3'],
      ['12 May 2026', 'Spent on a purchase', '−3'],
      ['15 January 2026', 'Earned on order P1234567', '+4'],
    ]);
    expect(table.querySelector('time')?.getAttribute('dateTime')).toBe('2026-05-31T23:30:00.000Z');
    expect(
      within(card).getByRole('link', { name: 'How Posy Points™ work' }).getAttribute('href'),
    ).toBe('/posy-points');
    expect(
      within(card)
        .getByRole('link', { name: 'Refer a friend: 5 points each' })
        .getAttribute('href'),
    ).toBe('/refer-a-friend');
  });

  it('says how points are earned while there are none', async () => {
    serveAccounts({
      signedIn: true,
      answers: { 'GET /api/account/points': points({ balance: 0, entries: [] }) },
    });
    renderApp('/account');
    const card = await screen.findByTestId('points-ledger');
    expect((await within(card).findByTestId('points-balance')).textContent).toBe(
      'You have 0 points, worth £0.00 off a later order.',
    );
    expect(within(card).getByTestId('points-ledger-empty').textContent).toBe(
      'No points yet: every paid order earns them, about one for every £10 (gift cards excepted).',
    );
    expect(within(card).queryByRole('table')).toBeNull();
  });

  it('says it is loading, then what went wrong when the points cannot be read', async () => {
    const answer = deferred();
    serveAccounts({ signedIn: true, answers: { 'GET /api/account/points': answer.answer } });
    renderApp('/account');
    const card = await screen.findByTestId('points-ledger');
    expect(within(card).getByRole('status').textContent).toBe('Loading your Posy Points…');
    answer.release(failed(503, 'Sorry, we could not load your points.', true));
    expect((await within(card).findByRole('alert')).textContent).toBe(
      'Sorry, we could not load your points.',
    );
  });

  it('tells a business customer their account collects no points, without asking for a ledger', async () => {
    const api = serveAccounts({
      signedIn: true,
      details: { ...DETAILS, businessCustomer: true },
      answers: { 'GET /api/account/points': points(LEDGER) },
    });
    renderApp('/account');
    const card = await screen.findByTestId('points-ledger');
    expect(card.textContent).toContain('Business accounts cannot redeem Posy Points™.');
    expect(within(card).queryByRole('link', { name: /Refer a friend/ })).toBeNull();
    expect(api.calls.some((call) => call.path === '/api/account/points')).toBe(false);
  });
});
