import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSessionState } from '../http/session-state';
import { NAVIGATION } from '../features/navigation/navigation.fixtures';
import { envelope, renderApp, stubApi } from '../test/render-app';

function serveSession(isSignedIn: boolean) {
  const api = stubApi({
    'GET /api/user-session': () =>
      envelope({
        data: isSignedIn
          ? { customerId: 42, email: 'ada@example.co.uk' }
          : { customerId: null, email: null },
        isSignedIn,
      }),
    'PATCH /api/sign-out': () => envelope({ data: { success: true }, isSignedIn: false }),
    'GET /api/navigation': () => envelope({ data: NAVIGATION }),
  });
  vi.stubGlobal('fetch', api.fetchStub);
  return api;
}

beforeEach(() => {
  resetSessionState();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('SiteHeader', () => {
  it('shows the wordmark, the phone number and the primary navigation', async () => {
    serveSession(false);
    renderApp('/');
    const header = await screen.findByTestId('site-header');

    expect(within(header).getByTestId('header-logo').getAttribute('href')).toBe('/');
    const phone = within(header).getByTestId('header-phone');
    expect(phone.getAttribute('href')).toBe('tel:+441234567890');
    expect(phone.textContent).toBe('01234 567 890');

    // The top level of GET /api/navigation, as links; the menus' own tests are with their code.
    const nav = within(header).getByRole('navigation', { name: 'Main' });
    await within(nav).findByRole('link', { name: 'Journal' });
    const links = within(nav)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Flowers', '/category/flowers'],
      ['Hampers', '/hamper-delivery'],
      ['Journal', '/journal'],
    ]);
    expect(within(nav).getByTestId('nav-link-flowers')).toBe(within(nav).getAllByRole('link')[0]);
  });

  it('offers Sign In and Sign Up to a guest once the session check answers', async () => {
    serveSession(false);
    renderApp('/');
    expect(await screen.findByTestId('header-account-pending')).toBeTruthy();

    const signIn = await screen.findByTestId('header-sign-in');
    expect(signIn.textContent).toBe('Sign In');
    expect(signIn.getAttribute('href')).toBe('/sign-in');
    expect(screen.getByTestId('header-sign-up').getAttribute('href')).toBe('/sign-up');
    expect(screen.queryByTestId('header-my-account')).toBeNull();
  });

  it('offers My Account and Sign Out to a signed-in customer, and signs out', async () => {
    const api = serveSession(true);
    renderApp('/');

    const account = await screen.findByTestId('header-my-account');
    expect(account.textContent).toBe('My Account');
    expect(account.getAttribute('href')).toBe('/account');
    expect(screen.queryByTestId('header-sign-in')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Sign Out' }));

    expect(await screen.findByTestId('header-sign-in')).toBeTruthy();
    expect(api.calls).toContainEqual({ method: 'PATCH', path: '/api/sign-out' });
  });

  it('falls back to guest links when the session check fails', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    renderApp('/');
    expect(await screen.findByTestId('header-sign-in')).toBeTruthy();
  });

  it('opens and closes the menu as a disclosure, with Escape returning focus to the button', async () => {
    serveSession(false);
    renderApp('/');
    const toggle = await screen.findByRole('button', { name: 'Menu' });
    const nav = screen.getByTestId('primary-nav');

    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(toggle.getAttribute('aria-controls')).toBe(nav.id);
    expect(nav.dataset.open).toBe('false');

    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(nav.dataset.open).toBe('true');

    const [firstLink] = await within(nav).findAllByRole('link');
    if (!firstLink) throw new Error('the menu has no links');
    firstLink.focus();
    fireEvent.keyDown(firstLink, { key: 'Escape' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });

  it('closes the menu when the shopper moves to another page', async () => {
    serveSession(false);
    const { router } = renderApp('/');
    const toggle = await screen.findByRole('button', { name: 'Menu' });
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');

    await act(() => router.navigate({ to: '/no-such-page' as '/' }));
    await screen.findByTestId('not-found-page');
    expect(screen.getByRole('button', { name: 'Menu' }).getAttribute('aria-expanded')).toBe(
      'false',
    );
  });

  it('shows the earliest available delivery date from the header call', async () => {
    const api = stubApi({
      'GET /api/user-session': () =>
        envelope({ data: { customerId: null, email: null }, isSignedIn: false }),
      'GET /api/landing-page/header': () =>
        envelope({ data: { earliestDeliveryDate: '2026-06-05' }, isSignedIn: false }),
    });
    vi.stubGlobal('fetch', api.fetchStub);
    renderApp('/');

    // The date's text loads as its own module; its first load here can take a while.
    const text = await screen.findByTestId('header-delivery-text', {}, { timeout: 5000 });
    expect(text.textContent).toBe('Earliest available delivery: Friday 5th June');
    expect(within(screen.getByTestId('site-header')).getByTestId('header-delivery')).toBeTruthy();
  });

  it('keeps the delivery bar empty while loading and when there is no date', async () => {
    let answer: (response: Response) => void = () => undefined;
    const api = stubApi({
      'GET /api/user-session': () =>
        envelope({ data: { customerId: null, email: null }, isSignedIn: false }),
    });
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      String(input) === '/api/landing-page/header'
        ? new Promise<Response>((resolve) => (answer = resolve))
        : api.fetchStub(input, init),
    );
    renderApp('/');

    await screen.findByTestId('header-sign-in');
    const bar = screen.getByTestId('header-delivery');
    expect(bar.textContent).toBe('');

    await act(async () => answer(envelope({ data: { earliestDeliveryDate: null } })));
    expect(bar.textContent).toBe('');
    expect(screen.queryByTestId('header-delivery-text')).toBeNull();
  });

  it('has the search box, labelled, in the header', async () => {
    serveSession(false);
    renderApp('/');
    const header = await screen.findByTestId('site-header');
    const search = within(header).getByRole('search', { name: 'Products' });
    const input = within(search).getByLabelText('Search flowers and gifts');
    expect(input.getAttribute('role')).toBe('combobox');
    expect(input.getAttribute('name')).toBe('searchString');
  });

  it('leaves the menu open when Escape only clears the search box', async () => {
    serveSession(false);
    renderApp('/');
    const toggle = await screen.findByRole('button', { name: 'Menu' });
    fireEvent.click(toggle);

    const input = screen.getByTestId('header-search-input');
    fireEvent.change(input, { target: { value: 'rose' } });
    fireEvent.keyDown(input, { key: 'Escape' });
    expect((input as HTMLInputElement).value).toBe('');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');

    fireEvent.keyDown(input, { key: 'Escape' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });
});
