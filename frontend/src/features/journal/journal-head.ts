import type { JournalPost } from '@shop/contracts';
import { absoluteUrl, pageHead, SITE_NAME } from '../../document/page-head';
import { journalPostPath } from './journal-paths';

/** schema.org BlogPosting for a journal post (search engines' article results). */
export function blogPostingJsonLd(post: JournalPost, origin: string) {
  const url = absoluteUrl(journalPostPath(post.slug), origin);
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.excerpt,
    datePublished: post.date,
    author: { '@type': 'Person', name: post.author },
    ...(post.image.src ? { image: [absoluteUrl(post.image.src, origin)] } : {}),
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    publisher: { '@type': 'Organization', name: SITE_NAME, url: absoluteUrl('/', origin) },
  };
}

/** Title '{post title} | Posy', its excerpt as the description, social tags and JSON-LD. */
export function journalPostHead(post: JournalPost, origin: string) {
  return pageHead(
    {
      seoTitle: post.title,
      description: post.excerpt,
      path: journalPostPath(post.slug),
      image: post.image.src || null,
      type: 'article',
      jsonLd: blogPostingJsonLd(post, origin),
    },
    origin,
  );
}
