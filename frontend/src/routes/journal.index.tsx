import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { contentPageQueryOptions, journalPostsQueryOptions } from '../api/content-pages.queries';
import { contentHead, loadContentPage } from '../features/content/content-route';
import { JournalListPage } from '../features/journal/JournalListPage';

/** The content page that holds the journal's heading, intro and head. */
const JOURNAL_PAGE = 'journal';

/** `/journal` (docs/rules-storefront.md "Routes"): the journal's posts, newest first. */
export const Route = createFileRoute('/journal/')({
  loader: async ({ context: { queryClient, origin } }) => {
    const [page] = await Promise.all([
      loadContentPage(queryClient, JOURNAL_PAGE),
      queryClient.ensureQueryData(journalPostsQueryOptions()),
    ]);
    return { head: contentHead(page, origin) };
  },
  head: ({ loaderData }) => loaderData?.head ?? {},
  codeSplitGroupings: [['loader', 'component']],
  component: JournalRoute,
});

function JournalRoute() {
  const { data: page } = useSuspenseQuery(contentPageQueryOptions(JOURNAL_PAGE));
  const { data: posts } = useSuspenseQuery(journalPostsQueryOptions());
  return <JournalListPage page={page} posts={posts} />;
}
