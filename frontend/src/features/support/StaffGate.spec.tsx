import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, renderApp, stubApi } from '../../test/render-app';
import { failed, staffAnswers } from './support.fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the staff-only console', () => {
  it.each(['/support', '/support/baskets/basket-1'])(
    'sends a signed-out visitor of %s to sign in',
    async (path) => {
      const api = stubApi({
        'GET /api/user-session': () => envelope({ data: null, isSignedIn: false }),
        'GET /api/support/me': () => failed(401, 'Please sign in.'),
      });
      vi.stubGlobal('fetch', api.fetchStub);
      const { router } = renderApp(path);

      await screen.findByRole('heading', { name: 'Staff sign in' });
      expect(router.state.location.pathname).toBe('/support/sign-in');
      expect(api.calls.some((call) => call.path.includes('/events'))).toBe(false);
    },
  );

  it("tells a shopper's session the console is for staff only", async () => {
    const api = stubApi({
      'GET /api/user-session': () => envelope({ data: null, isSignedIn: true }),
      'GET /api/support/me': () => failed(403, 'Sorry, this page is for Posy support staff only.'),
    });
    vi.stubGlobal('fetch', api.fetchStub);
    renderApp('/support');

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Sorry, this page is for Posy support staff only.');
    expect(screen.queryByRole('heading', { name: 'Find a basket' })).toBeNull();
    expect(screen.queryByTestId('site-header')).toBeNull();
  });

  it('signs the staff member out and goes back to sign-in', async () => {
    let signedIn = true;
    const api = stubApi({
      ...staffAnswers(),
      'GET /api/support/me': () =>
        signedIn ? staffAnswers()['GET /api/support/me']() : failed(401, 'Please sign in.'),
      'POST /api/support/sign-out': () => {
        signedIn = false;
        return envelope({ data: {} });
      },
    });
    vi.stubGlobal('fetch', api.fetchStub);
    const { router } = renderApp('/support');
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out' }));

    await screen.findByRole('heading', { name: 'Staff sign in' });
    expect(router.state.location.pathname).toBe('/support/sign-in');
    expect(api.calls).toContainEqual({ method: 'POST', path: '/api/support/sign-out' });
  });
});
