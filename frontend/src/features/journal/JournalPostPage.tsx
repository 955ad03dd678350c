import { plainOrdinalDateWithYear, type JournalPost } from '@shop/contracts';
import { Link } from '@tanstack/react-router';
import { SafeHtml } from '../../ui/SafeHtml';
import { JOURNAL_POST_IMAGE } from './journal-paths';
import '../content/content-page.css';
import '../content/content-section.css';
import './journal.css';

/** `/journal/{slug}`: a post with its date ('24th November 2026'), author, picture and body. */
export function JournalPostPage({ post }: { post: JournalPost }) {
  return (
    <article className="journal-post" data-testid="journal-post">
      <nav className="content-page__breadcrumb" aria-label="Breadcrumb">
        <ol>
          <li>
            <Link to="/journal">Journal</Link>
          </li>
          <li aria-current="page">{post.title}</li>
        </ol>
      </nav>
      <header className="journal-post__header">
        <h1 className="content-page__heading">{post.title}</h1>
        <p className="journal-post__meta">
          <time dateTime={post.date} data-testid="journal-post-date">
            {plainOrdinalDateWithYear(post.date)}
          </time>
          <span aria-hidden="true"> · </span>
          <span className="visually-hidden">, </span>
          by <span data-testid="journal-post-author">{post.author}</span>
        </p>
      </header>
      {post.image.src && (
        <img
          className="journal-post__image"
          src={post.image.src}
          alt={post.image.alt}
          width={JOURNAL_POST_IMAGE.width}
          height={JOURNAL_POST_IMAGE.height}
          fetchPriority="high"
          decoding="async"
        />
      )}
      <SafeHtml className="content-prose journal-post__body" html={post.html} />
      <p>
        <Link to="/journal" className="button button--secondary">
          More from the journal
        </Link>
      </p>
    </article>
  );
}
