import { SessionCache } from './session-cache';

const session = (id: string) => ({ id, customerId: null, email: null });

describe('SessionCache', () => {
  it('answers a session it holds and nothing for one it does not', () => {
    const cache = new SessionCache(10, 1000);
    cache.set('a', session('a'), 0);
    expect(cache.get('a', 500)).toEqual(session('a'));
    expect(cache.get('b', 500)).toBeNull();
  });

  it('forgets a session once its time is up', () => {
    const cache = new SessionCache(10, 1000);
    cache.set('a', session('a'), 0);
    expect(cache.get('a', 1000)).toBeNull();
    expect(cache.size).toBe(0);
  });

  it('drops the least recently used session when full', () => {
    const cache = new SessionCache(2, 1000);
    cache.set('a', session('a'), 0);
    cache.set('b', session('b'), 0);
    cache.get('a', 1); // a is now the most recently used
    cache.set('c', session('c'), 2);
    expect(cache.get('b', 3)).toBeNull();
    expect(cache.get('a', 3)).not.toBeNull();
    expect(cache.get('c', 3)).not.toBeNull();
  });
});
