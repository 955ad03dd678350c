import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { contentPageQueryOptions } from '../api/content-pages.queries';
import { ContentPage } from '../features/content/ContentPage';
import { contentHead, loadContentPage } from '../features/content/content-route';
import { ReferralLinkPanel } from '../features/points/ReferralLinkPanel';

const SLUG = 'refer-a-friend';

/**
 * `/refer-a-friend` (docs/rules-storefront.md "What the shop offers", "Routes"): the content page
 * of that name, with the shopper's own link to share under its header (drawn in the browser: the
 * server's page is everyone's).
 */
export const Route = createFileRoute('/refer-a-friend')({
  loader: async ({ context: { queryClient, origin } }) => {
    const data = await loadContentPage(queryClient, SLUG);
    return { head: contentHead(data, origin) };
  },
  head: ({ loaderData }) => loaderData?.head ?? {},
  codeSplitGroupings: [['loader', 'component']],
  component: ReferAFriendRoute,
});

function ReferAFriendRoute() {
  const { data } = useSuspenseQuery(contentPageQueryOptions(SLUG));
  return (
    <ContentPage page={data}>
      <ReferralLinkPanel />
    </ContentPage>
  );
}
