import { createFileRoute } from '@tanstack/react-router';
import { homeHead } from '../features/home/home-head';
import { HomePage } from '../features/home/HomePage';

export const Route = createFileRoute('/')({
  loader: ({ context: { origin } }) => ({ head: homeHead(origin) }),
  head: ({ loaderData }) => loaderData?.head ?? {},
  codeSplitGroupings: [['loader', 'component']],
  component: HomePage,
});
