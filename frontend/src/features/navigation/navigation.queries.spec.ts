import { afterEach, describe, expect, it, vi } from 'vitest';
import { contentKeys, navigationQueryOptions } from '../../api/content.queries';
import { createQueryClient } from '../../query-client';
import { envelope, stubApi } from '../../test/render-app';
import { NAVIGATION } from './navigation.fixtures';
import { navigationBarQueryOptions } from './navigation.queries';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('navigation queries', () => {
  it("keeps the bar under the navigation's key, apart from the whole tree", () => {
    expect(navigationBarQueryOptions().queryKey).toEqual(['content', 'navigation', 'bar']);
    expect(navigationBarQueryOptions().queryKey.slice(0, 2)).toEqual(contentKeys.navigation());
    expect(navigationQueryOptions().queryKey).toEqual(contentKeys.navigation());
  });

  it('keeps only the top level for the bar, and the whole tree for the menus', async () => {
    const api = stubApi({ 'GET /api/navigation': () => envelope({ data: NAVIGATION }) });
    vi.stubGlobal('fetch', api.fetchStub);
    const queryClient = createQueryClient();

    const bar = await queryClient.fetchQuery(navigationBarQueryOptions());
    expect(bar.map((item) => item.name)).toEqual(['Flowers', 'Hampers', 'Offers', 'Journal']);
    expect(bar[0]).not.toHaveProperty('children');

    const tree = await queryClient.fetchQuery(navigationQueryOptions());
    expect(tree).toEqual(NAVIGATION);
    expect(api.calls).toEqual([
      { method: 'GET', path: '/api/navigation' },
      { method: 'GET', path: '/api/navigation' },
    ]);
  });
});
