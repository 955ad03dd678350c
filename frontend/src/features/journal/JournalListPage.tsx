import {
  plainOrdinalDateWithYear,
  type ContentPage,
  type JournalPostSummary,
} from '@shop/contracts';
import { Link } from '@tanstack/react-router';
import { ContentPageHeader } from '../content/ContentPageHeader';
import { JOURNAL_CARD_IMAGE } from './journal-paths';
import './journal.css';

/** Newest first; posts of the same day by slug, as the API orders them. */
export function newestFirst(posts: readonly JournalPostSummary[]): JournalPostSummary[] {
  return [...posts].sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
}

/** `/journal`: the journal's heading, then a card per post, newest first. */
export function JournalListPage({
  page,
  posts,
}: {
  page: ContentPage;
  posts: JournalPostSummary[];
}) {
  return (
    <div className="content-page" data-testid="journal-page">
      <ContentPageHeader page={page} />
      <ul className="journal-list" aria-label="Journal posts">
        {newestFirst(posts).map((post, index) => (
          <li key={post.slug}>
            <JournalCard post={post} first={index === 0} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** One post as a card: picture, date, title (the link, stretched over the card), author, excerpt. */
function JournalCard({ post, first }: { post: JournalPostSummary; first: boolean }) {
  return (
    <article className="journal-card" data-testid="journal-card">
      <img
        className="journal-card__image"
        src={post.image.src}
        alt={post.image.alt}
        width={JOURNAL_CARD_IMAGE.width}
        height={JOURNAL_CARD_IMAGE.height}
        loading={first ? undefined : 'lazy'}
        fetchPriority={first ? 'high' : undefined}
        decoding="async"
      />
      <div className="journal-card__copy">
        <h2 className="journal-card__title">
          <Link
            to="/journal/$slug"
            params={{ slug: post.slug }}
            className="journal-card__link"
            data-testid={`journal-card-${post.slug}`}
          >
            {post.title}
          </Link>
        </h2>
        <p className="journal-card__meta">
          <time dateTime={post.date}>{plainOrdinalDateWithYear(post.date)}</time>
          <span aria-hidden="true"> · </span>
          <span className="visually-hidden">, </span>
          by {post.author}
        </p>
        <p className="journal-card__excerpt">{post.excerpt}</p>
      </div>
    </article>
  );
}
