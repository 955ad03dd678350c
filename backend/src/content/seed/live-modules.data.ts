import type { SeedLandingModule } from './seed-types';

/**
 * Modules added to the home page by `content-v2`, after the 12 of `content-v1`: they show the
 * journal's newest posts and customer stories, read when the modules are asked for.
 */
export const HOME_LIVE_MODULES: SeedLandingModule[] = [
  {
    id: 113,
    type: 'JournalPosts',
    title: 'From the Posy Journal',
    mobile: true,
    desktop: true,
    content: { count: 3 },
  },
  {
    id: 114,
    type: 'CustomerStories',
    title: 'Stories from our customers',
    mobile: true,
    desktop: true,
    content: { count: 3 },
  },
];
