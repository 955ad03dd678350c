import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSessionState } from '../../http/session-state';
import { envelope, renderApp, stubApi } from '../../test/render-app';
import { SMALL_SCREEN_QUERY } from '../../ui/use-media-query';
import { NAVIGATION } from './navigation.fixtures';
import { HOVER_CLOSE_MS, HOVER_OPEN_MS } from './use-hover-intent';

function serveNavigation(navigation: unknown = NAVIGATION) {
  const api = stubApi({
    'GET /api/user-session': () =>
      envelope({ data: { customerId: null, email: null }, isSignedIn: false }),
    'GET /api/navigation': () => envelope({ data: navigation }),
  });
  vi.stubGlobal('fetch', api.fetchStub);
  return api;
}

/** A phone's screen: below 768 px (jsdom has no matchMedia, which the app reads as desktop). */
function onPhone() {
  window.matchMedia = ((query: string) => ({
    matches: query === SMALL_SCREEN_QUERY,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}

const nav = () => screen.getByRole('navigation', { name: 'Main' });
const toggle = (name: string) => within(nav()).getByRole('button', { name: `${name} menu` });
const panel = (key: string) => screen.getByTestId(`nav-panel-${key}`);
const hrefs = (root: HTMLElement) =>
  within(root)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

/** The app at `/` once the whole tree has arrived (the Hampers toggle is the tree's, not the fallback's). */
async function renderMenu(path = '/') {
  const view = renderApp(path);
  // The whole app's first render: slow on a busy machine, as in the other full-app specs.
  await screen.findByRole('button', { name: 'Hampers menu' }, { timeout: 5_000 });
  return view;
}

beforeEach(() => {
  resetSessionState();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  Reflect.deleteProperty(window, 'matchMedia');
  document.body.style.overflow = '';
});

describe('NavigationMenu on desktop', () => {
  it('shows the items flagged for desktop as links, with a toggle for those with children', async () => {
    serveNavigation();
    await renderMenu();

    expect(
      within(nav())
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Flowers', 'Hampers', 'Journal']);
    expect(screen.getByTestId('nav-link-flowers').getAttribute('href')).toBe('/category/flowers');
    expect(screen.getByTestId('nav-link-hampers').getAttribute('href')).toBe('/hamper-delivery');
    expect(screen.getByTestId('nav-link-journal').getAttribute('href')).toBe('/journal');
    expect(screen.queryByTestId('nav-link-offers')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Journal menu' })).toBeNull();

    const flowers = toggle('Flowers');
    expect(flowers.getAttribute('aria-expanded')).toBe('false');
    expect(flowers.getAttribute('aria-controls')).toBe(panel('flowers').id);
    expect(panel('flowers').hidden).toBe(true);
  });

  it('opens a pane-a drop-down on click: its desktop children as links with pictures', async () => {
    serveNavigation();
    await renderMenu();

    fireEvent.click(toggle('Flowers'));
    expect(toggle('Flowers').getAttribute('aria-expanded')).toBe('true');
    expect(panel('flowers').hidden).toBe(false);
    expect(hrefs(panel('flowers'))).toEqual([
      ['Hand-tied bouquets', '/category/hand-tied'],
      ['Letterbox flowers', '/category/letterbox-flowers'],
      ['Roses', '/category/roses'],
      ['Dried flowers', '/category/dried-flowers'],
      ["Florist's choice", '/product/florists-choice-luxe'],
      ['Sympathy flowers', '/category/sympathy-flowers'],
      ['Peonies', '/search?searchString=peony'],
      ['Sunflowers', '/search?searchString=sunflowers'],
    ]);
    const roses = within(panel('flowers')).getByRole('link', { name: 'Roses' });
    expect(roses.querySelector('img')?.getAttribute('src')).toBe('/images/products/108-285.svg');
    expect(
      within(panel('flowers')).getByRole('link', { name: 'Sympathy flowers' }).querySelector('img'),
    ).toBeNull();

    fireEvent.click(toggle('Flowers'));
    expect(toggle('Flowers').getAttribute('aria-expanded')).toBe('false');
    expect(panel('flowers').hidden).toBe(true);
  });

  it('opens a pane-b drop-down as panels with their description and call to action', async () => {
    serveNavigation();
    await renderMenu();

    fireEvent.click(toggle('Hampers'));
    const hampers = panel('hampers');
    expect(hrefs(hampers)).toEqual([
      ['All hampers', '/category/hampers'],
      ["Shop Father's Day", '/category/fathers-day-gifts'],
    ]);
    expect(hampers.textContent).toContain("Father's Day gifts");
    expect(hampers.textContent).toContain('Craft ale, gin & cheese, chosen with dads in mind.');
    expect(hampers.querySelector('em')).toBeNull();
  });

  it('shows one drop-down at a time and closes it on a click elsewhere', async () => {
    serveNavigation();
    await renderMenu();

    fireEvent.click(toggle('Flowers'));
    fireEvent.click(toggle('Hampers'));
    expect(toggle('Flowers').getAttribute('aria-expanded')).toBe('false');
    expect(toggle('Hampers').getAttribute('aria-expanded')).toBe('true');

    fireEvent.pointerDown(within(panel('hampers')).getAllByRole('link')[0] as HTMLElement);
    expect(toggle('Hampers').getAttribute('aria-expanded')).toBe('true');
    fireEvent.pointerDown(screen.getByRole('main'));
    expect(toggle('Hampers').getAttribute('aria-expanded')).toBe('false');
  });

  it('opens on hover after a short rest and closes a little after the pointer leaves', async () => {
    serveNavigation();
    await renderMenu();
    vi.useFakeTimers();
    const item = toggle('Flowers').closest('li') as HTMLElement;

    fireEvent.pointerEnter(item, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(HOVER_OPEN_MS - 10));
    expect(toggle('Flowers').getAttribute('aria-expanded')).toBe('false');
    act(() => vi.advanceTimersByTime(10));
    expect(toggle('Flowers').getAttribute('aria-expanded')).toBe('true');

    fireEvent.pointerLeave(item, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(HOVER_CLOSE_MS - 10));
    expect(toggle('Flowers').getAttribute('aria-expanded')).toBe('true');
    // Back in time (into its panel, say): it stays open.
    fireEvent.pointerEnter(item, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(HOVER_CLOSE_MS));
    expect(toggle('Flowers').getAttribute('aria-expanded')).toBe('true');

    fireEvent.pointerLeave(item, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(HOVER_CLOSE_MS));
    expect(toggle('Flowers').getAttribute('aria-expanded')).toBe('false');
  });

  it('keeps a hovered drop-down open once its toggle is clicked, and opens nothing on touch', async () => {
    serveNavigation();
    await renderMenu();
    vi.useFakeTimers();
    const item = toggle('Flowers').closest('li') as HTMLElement;

    fireEvent.pointerEnter(item, { pointerType: 'touch' });
    act(() => vi.advanceTimersByTime(HOVER_OPEN_MS * 2));
    expect(toggle('Flowers').getAttribute('aria-expanded')).toBe('false');

    fireEvent.pointerEnter(item, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(HOVER_OPEN_MS));
    fireEvent.click(toggle('Flowers'));
    fireEvent.pointerLeave(item, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(HOVER_CLOSE_MS * 2));
    expect(toggle('Flowers').getAttribute('aria-expanded')).toBe('true');
  });

  it('moves along the bar with Left and Right and into a drop-down with Down', async () => {
    serveNavigation();
    await renderMenu();
    const flowersLink = screen.getByTestId('nav-link-flowers');

    flowersLink.focus();
    fireEvent.keyDown(flowersLink, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(toggle('Flowers'));
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(screen.getByTestId('nav-link-hampers'));
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(toggle('Flowers'));
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'End' });
    expect(document.activeElement).toBe(screen.getByTestId('nav-link-journal'));
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(flowersLink);

    fireEvent.keyDown(flowersLink, { key: 'ArrowDown' });
    expect(toggle('Flowers').getAttribute('aria-expanded')).toBe('true');
    const links = within(panel('flowers')).getAllByRole('link');
    await waitFor(() => expect(document.activeElement).toBe(links[0]));

    fireEvent.keyDown(links[0] as HTMLElement, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(links[1]);
    fireEvent.keyDown(links[1] as HTMLElement, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(links[0]);
    fireEvent.keyDown(links[0] as HTMLElement, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(links.at(-1));
  });

  it('closes on Escape and returns focus to the toggle', async () => {
    serveNavigation();
    await renderMenu();

    toggle('Hampers').focus();
    fireEvent.keyDown(toggle('Hampers'), { key: 'ArrowDown' });
    const first = within(panel('hampers')).getAllByRole('link')[0] as HTMLElement;
    await waitFor(() => expect(document.activeElement).toBe(first));

    fireEvent.keyDown(first, { key: 'Escape' });
    expect(toggle('Hampers').getAttribute('aria-expanded')).toBe('false');
    expect(panel('hampers').hidden).toBe(true);
    await waitFor(() => expect(document.activeElement).toBe(toggle('Hampers')));
  });

  it('closes when focus leaves the item for another', async () => {
    serveNavigation();
    await renderMenu();

    fireEvent.click(toggle('Flowers'));
    const inside = within(panel('flowers')).getAllByRole('link')[0] as HTMLElement;
    fireEvent.blur(toggle('Flowers'), { relatedTarget: inside });
    expect(toggle('Flowers').getAttribute('aria-expanded')).toBe('true');
    fireEvent.blur(inside, { relatedTarget: screen.getByTestId('nav-link-hampers') });
    expect(toggle('Flowers').getAttribute('aria-expanded')).toBe('false');
  });

  it('closes when a link in it is followed', async () => {
    serveNavigation();
    const { router } = await renderMenu();

    fireEvent.click(toggle('Flowers'));
    fireEvent.click(within(panel('flowers')).getByRole('link', { name: 'Roses' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/category/roses'));
    expect(toggle('Flowers').getAttribute('aria-expanded')).toBe('false');
  });
});

describe('NavigationMenu on phones', () => {
  async function openMenu() {
    const menu = await screen.findByRole('button', { name: 'Menu' });
    fireEvent.click(menu);
    return menu;
  }

  it('lists the items flagged for phones', async () => {
    onPhone();
    serveNavigation();
    await renderMenu();
    await openMenu();

    expect(hrefs(nav())).toEqual([
      ['Flowers', '/category/flowers'],
      ['Hampers', '/hamper-delivery'],
      ['Offers', '/category/offers'],
    ]);
  });

  it('opens a sub-menu: 4 tiles, 2 panels, the rest as links, and Back to the top level', async () => {
    onPhone();
    serveNavigation();
    await renderMenu();
    await openMenu();

    fireEvent.click(toggle('Flowers'));
    expect(toggle('Flowers').getAttribute('aria-expanded')).toBe('true');
    const sub = panel('flowers');
    expect(within(sub).getByRole('group', { name: 'Flowers' })).toBeTruthy();
    expect(hrefs(within(sub).getByTestId('nav-tiles'))).toEqual([
      ['All flowers', '/category/flowers'],
      ['Hand-tied bouquets', '/category/hand-tied'],
      ['Letterbox flowers', '/category/letterbox-flowers'],
      ['Roses', '/category/roses'],
    ]);
    const tilePictures = within(sub).getByTestId('nav-tiles').querySelectorAll('img');
    expect(tilePictures).toHaveLength(4);
    expect(hrefs(within(sub).getByTestId('nav-panels'))).toEqual([
      ['Shop dried flowers', '/category/dried-flowers'],
      ["Shop florist's choice", '/product/florists-choice-luxe'],
    ]);
    expect(within(sub).getByTestId('nav-panels').textContent).toContain(
      'Everlasting bouquets that need no water at all.',
    );
    expect(hrefs(within(sub).getByTestId('nav-links'))).toEqual([
      ['Sympathy flowers', '/category/sympathy-flowers'],
      ['Peonies', '/search?searchString=peony'],
    ]);
    expect(within(sub).queryByRole('link', { name: 'Sunflowers' })).toBeNull();
    // The other items make way for the sub-menu.
    expect(nav().querySelector('ul')?.dataset.submenu).toBe('true');

    const back = within(sub).getByRole('button', { name: 'Back to the main menu' });
    await waitFor(() => expect(document.activeElement).toBe(back));
    fireEvent.click(back);
    expect(toggle('Flowers').getAttribute('aria-expanded')).toBe('false');
    expect(nav().querySelector('ul')?.dataset.submenu).toBeUndefined();
    await waitFor(() => expect(document.activeElement).toBe(toggle('Flowers')));
  });

  it('closes the sub-menu on Escape, then the menu', async () => {
    onPhone();
    serveNavigation();
    await renderMenu();
    const menu = await openMenu();

    fireEvent.click(toggle('Hampers'));
    const back = await screen.findByTestId('nav-back');
    fireEvent.keyDown(back, { key: 'Escape' });
    expect(toggle('Hampers').getAttribute('aria-expanded')).toBe('false');
    expect(menu.getAttribute('aria-expanded')).toBe('true');

    fireEvent.keyDown(toggle('Hampers'), { key: 'Escape' });
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(menu);
  });

  it('keeps the page behind still while open, and opens again at the top level', async () => {
    onPhone();
    serveNavigation();
    await renderMenu();
    const menu = await openMenu();
    await waitFor(() => expect(document.body.style.overflow).toBe('hidden'));

    fireEvent.click(toggle('Flowers'));
    fireEvent.click(menu);
    await waitFor(() => expect(document.body.style.overflow).toBe(''));

    fireEvent.click(menu);
    await waitFor(() => expect(document.body.style.overflow).toBe('hidden'));
    expect(toggle('Flowers').getAttribute('aria-expanded')).toBe('false');
    expect(panel('flowers').hidden).toBe(true);
  });

  it('closes the menu when a link in a sub-menu is followed', async () => {
    onPhone();
    serveNavigation();
    const { router } = await renderMenu();
    const menu = await openMenu();

    fireEvent.click(toggle('Flowers'));
    fireEvent.click(within(panel('flowers')).getByRole('link', { name: 'Peonies' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
    expect(router.state.location.search).toEqual({ searchString: 'peony' });
    expect(menu.getAttribute('aria-expanded')).toBe('false');
  });
});

describe('NavigationMenu without the navigation call', () => {
  it("offers the shop's main sections when the call fails", async () => {
    vi.stubGlobal(
      'fetch',
      stubApi({
        'GET /api/user-session': () =>
          envelope({ data: { customerId: null, email: null }, isSignedIn: false }),
      }).fetchStub,
    );
    renderApp('/');

    await waitFor(() => expect(within(nav()).getAllByRole('link')).toHaveLength(5));
    expect(hrefs(nav())).toEqual([
      ['Flowers', '/category/flowers'],
      ['Plants', '/category/house-plants'],
      ['Hampers', '/hamper-delivery'],
      ['Cards', '/greetings-cards'],
      ['Gift Cards', '/gift-card'],
    ]);
    expect(screen.getByTestId('nav-link-gift-cards')).toBeTruthy();
    expect(within(nav()).queryAllByRole('button')).toEqual([]);
  });
});
