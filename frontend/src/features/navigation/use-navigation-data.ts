import type { NavigationItem } from '@shop/contracts';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { navigationQueryOptions } from '../../api/content.queries';
import { navigationBarQueryOptions } from './navigation.queries';
import { FALLBACK_BAR, type NavigationBarItem, navigationBar } from './navigation-tree';

interface TreeWait {
  promise: Promise<void>;
  settled: boolean;
}

const treeWaits = new WeakMap<QueryClient, TreeWait>();

/**
 * The first wait for the whole tree, once per client: a promise while it is on its way, null once
 * it has arrived or failed (then the fallback is drawn rather than waiting again).
 */
function firstTreeWait(queryClient: QueryClient): Promise<void> | null {
  let wait = treeWaits.get(queryClient);
  if (!wait) {
    const started: TreeWait = { settled: false, promise: Promise.resolve() };
    started.promise = queryClient
      .fetchQuery(navigationQueryOptions())
      .then(
        () => undefined,
        () => undefined,
      )
      .then(() => {
        started.settled = true;
      });
    wait = started;
    treeWaits.set(queryClient, wait);
  }
  return wait.settled ? null : wait.promise;
}

/**
 * The navigation's data: the whole tree (`GET /api/navigation`, fetched as the menu's code
 * loads) for the panels, and the bar's items — from the tree once it is here, else from what the
 * server fetched with the page, else the fallback sections.
 *
 * Without the server's bar in the cache (it has no observer until this code arrives, so the cache
 * drops it after a few minutes; or the page came without it), the first drawing waits for the
 * tree rather than draw the fallback and then the real items: while hydrating, React keeps the
 * server's HTML meanwhile, so the bar it drew is taken over as it is.
 */
export function useNavigationData(): {
  tree: ReturnType<typeof useQuery<NavigationItem[]>>;
  items: readonly NavigationBarItem[];
} {
  const queryClient = useQueryClient();
  const tree = useQuery(navigationQueryOptions());
  // What the server fetched with the page; never fetched here (the whole tree is).
  const { data: bar } = useQuery({ ...navigationBarQueryOptions(), enabled: false });
  // Not on the server: there the page is drawn with what its loader fetched.
  const wait = typeof window !== 'undefined' && !bar && !tree.data && firstTreeWait(queryClient);
  // Suspending as React Query's own suspense does: a thrown promise, retried once it settles.
  if (wait) throw wait;
  return { tree, items: tree.data ? navigationBar(tree.data) : (bar ?? FALLBACK_BAR) };
}
