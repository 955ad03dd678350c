import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { journalPostQueryOptions } from '../api/content-pages.queries';
import { notFoundOn4xx } from '../features/content/content-route';
import { journalPostHead } from '../features/journal/journal-head';
import { JournalPostPage } from '../features/journal/JournalPostPage';

/** `/journal/{slug}`: one journal post, with `BlogPosting` structured data; unknown → 404. */
export const Route = createFileRoute('/journal/$slug')({
  loader: async ({ context: { queryClient, origin }, params: { slug } }) => {
    const post = await queryClient
      .ensureQueryData(journalPostQueryOptions(slug))
      .catch(notFoundOn4xx);
    return { head: journalPostHead(post, origin) };
  },
  head: ({ loaderData }) => loaderData?.head ?? {},
  codeSplitGroupings: [['loader', 'component']],
  component: JournalPostRoute,
});

function JournalPostRoute() {
  const { slug } = Route.useParams();
  const { data } = useSuspenseQuery(journalPostQueryOptions(slug));
  return <JournalPostPage key={data.slug} post={data} />;
}
