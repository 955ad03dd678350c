import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSessionState } from '../../http/session-state';
import { envelope, renderApp, stubApi } from '../../test/render-app';
import { HOME_PAGE, landingAnswers } from './landing.fixtures';

beforeEach(() => {
  resetSessionState();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function serve(answers = landingAnswers()) {
  const api = stubApi({
    'GET /api/user-session': () => envelope({ data: {}, isSignedIn: false }),
    ...answers,
  });
  vi.stubGlobal('fetch', api.fetchStub);
  return api;
}

describe('a landing page', () => {
  it('shows its heading and title, then its known modules in order', async () => {
    serve();
    renderApp('/');
    await screen.findByTestId('home');
    expect(screen.getByRole('heading', { level: 1, name: HOME_PAGE.heading })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Flower Delivery & Gifts | Posy'));
    await screen.findByText('Hand-tied in our own studio.');
    const shown = [...document.querySelectorAll('.landing-module')].map((slot) => slot.id);
    expect(shown).toEqual(['landing-module-11', 'landing-module-12', 'landing-module-13']);
  });

  it('marks each module for the screens it is flagged for and draws none flagged for neither', async () => {
    serve();
    renderApp('/');
    await screen.findByText('Hand-tied in our own studio.');
    const slot = (id: number) => document.getElementById(`landing-module-${id}`);
    expect(slot(11)?.className).toBe('landing-module');
    expect(slot(12)?.className).toBe('landing-module landing-module--phones-only');
    expect(slot(13)?.className).toBe('landing-module landing-module--wide-only');
    expect(slot(14)).toBeNull();
    expect(screen.queryByText('Hidden')).toBeNull();
    // An unknown module type is skipped, not an error.
    expect(slot(15)).toBeNull();
  });

  it('answers an unknown landing page with the not-found page', async () => {
    serve({});
    renderApp('/hamper-delivery');
    await screen.findByTestId('not-found-page');
  });

  it('opens /hamper-delivery and /greetings-cards as landing pages 2 and 3', async () => {
    const api = serve({
      ...landingAnswers({ ...HOME_PAGE, id: 2, heading: 'Hampers delivered' }, []),
      ...landingAnswers({ ...HOME_PAGE, id: 3, heading: 'Greetings cards' }, []),
    });
    const { router } = renderApp('/hamper-delivery');
    await screen.findByRole('heading', { level: 1, name: 'Hampers delivered' });
    await router.navigate({ to: '/greetings-cards' });
    await screen.findByRole('heading', { level: 1, name: 'Greetings cards' });
    expect(api.calls).toContainEqual({ method: 'GET', path: '/api/landing-page/modules/3' });
  });

  it('opens with its hero: the eyebrow, the heading, a sentence and its calls to action', async () => {
    serve();
    renderApp('/');
    const hero = await screen.findByRole('region', { name: HOME_PAGE.heading });
    const heading = screen.getByRole('heading', { level: 1, name: HOME_PAGE.heading });
    expect(hero.contains(heading)).toBe(true);
    expect(hero.className).toBe('landing-hero');
    expect(hero.textContent).toContain('Fresh from our florists');
    expect(hero.textContent).toContain('Order by 5pm for next-day delivery.');
    const actions = [...hero.querySelectorAll('a')];
    expect(actions.map((a) => [a.textContent, a.getAttribute('href'), a.className])).toEqual([
      ['Shop flowers', '/category/flowers', 'button button--primary'],
      ['Send a gift card', '/gift-card', 'button button--secondary'],
    ]);
    const picture = hero.querySelector('img');
    expect(picture?.getAttribute('src')).toBe(HOME_PAGE.image);
    expect(picture?.getAttribute('fetchpriority')).toBe('high');
    expect(picture?.getAttribute('alt')).toBe('');
  });

  it('shows the heading alone on a page without a hero', async () => {
    serve(landingAnswers({ ...HOME_PAGE, hero: null }));
    renderApp('/');
    await screen.findByRole('heading', { level: 1, name: HOME_PAGE.heading });
    expect(document.querySelector('.landing-hero')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Send a gift card' })).toBeNull();
  });

  it('tells its modules when the page speaks to a shopper whose session has expired', async () => {
    serve(landingAnswers({ ...HOME_PAGE, sessionExpired: true }));
    renderApp('/');
    expect((await screen.findByTestId('session-expired')).textContent).toBe(
      'For your security, your session has expired.',
    );
  });

  it('says nothing of sessions on a page that is not flagged', async () => {
    serve();
    renderApp('/');
    await screen.findByText('Hand-tied in our own studio.');
    expect(screen.queryByTestId('session-expired')).toBeNull();
  });
});
