import { afterEach, describe, expect, it, vi } from 'vitest';
import { APP_CONTEXT_KEY, APP_CONTEXT_SCRIPT, APP_LIKE_CLASS, isAppLike } from './app-context';

/** Runs the head script as the browser would, on this page's address and user agent. */
function runHeadScript({
  search = '',
  userAgent = 'Mozilla/5.0 (Linux; Android 14) Chrome/131.0 Mobile Safari/537.36',
  standalone = false,
}: { search?: string; userAgent?: string; standalone?: boolean } = {}) {
  window.history.replaceState(null, '', `/${search}`);
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({ matches: standalone && query === '(display-mode: standalone)' }) as MediaQueryList,
  );
  new Function(APP_CONTEXT_SCRIPT)();
}

afterEach(() => {
  document.documentElement.classList.remove(APP_LIKE_CLASS);
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('app-like contexts (spec 001 §2.10)', () => {
  it('are not a browser tab on an ordinary address', () => {
    runHeadScript();
    expect(isAppLike()).toBe(false);
  });

  it("are the shop's app, whose web view names itself PosyApp/", () => {
    runHeadScript({ userAgent: 'Mozilla/5.0 (iPhone) AppleWebKit/605.1.15 PosyApp/3.2.0' });
    expect(isAppLike()).toBe(true);
  });

  it('are a page opened with ?app=1, and the rest of that visit', () => {
    runHeadScript({ search: '?ref=push&app=1' });
    expect(isAppLike()).toBe(true);
    expect(sessionStorage.getItem(APP_CONTEXT_KEY)).toBe('1');

    document.documentElement.classList.remove(APP_LIKE_CLASS);
    runHeadScript({ search: '?sort=price' });
    expect(isAppLike()).toBe(true);
  });

  it('are not ?app=10 or ?napp=1', () => {
    runHeadScript({ search: '?app=10' });
    runHeadScript({ search: '?napp=1' });
    expect(isAppLike()).toBe(false);
  });

  it('are the shop installed to a home screen', () => {
    runHeadScript({ standalone: true });
    expect(isAppLike()).toBe(true);
  });

  it('still recognise the app when storage is blocked', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    runHeadScript({ search: '?app=1' });
    expect(isAppLike()).toBe(true);
    document.documentElement.classList.remove(APP_LIKE_CLASS);
    runHeadScript({ userAgent: 'PosyApp/3.2.0' });
    expect(isAppLike()).toBe(true);
  });
});
