import {
  plainOrdinalDateWithYear,
  type JournalPostsModule as JournalPostsShape,
} from '@shop/contracts';
import { ModuleAnchor } from '../../../ui/ModuleAnchor';
import { JOURNAL_CARD_IMAGE, journalPostPath } from '../../journal/journal-paths';
import { ModuleSection } from './ModuleSection';
import './journal-posts-module.css';

/** The latest journal posts, each a card: picture, date, title (the link), author and excerpt. */
export function JournalPostsModule({ module }: { module: JournalPostsShape }) {
  return (
    <ModuleSection module={module} className="journal-posts-module">
      <ul className="journal-posts-module__list">
        {module.posts.map((post) => (
          <li key={post.slug}>
            <article className="journal-posts-module__post">
              <img
                className="journal-posts-module__image"
                src={post.image.src}
                alt={post.image.alt}
                width={JOURNAL_CARD_IMAGE.width}
                height={JOURNAL_CARD_IMAGE.height}
                loading="lazy"
                decoding="async"
              />
              <div className="journal-posts-module__copy">
                <h3 className="journal-posts-module__title">
                  <ModuleAnchor
                    url={journalPostPath(post.slug)}
                    className="journal-posts-module__link"
                    testId={`journal-post-${post.slug}`}
                  >
                    {post.title}
                  </ModuleAnchor>
                </h3>
                <p className="journal-posts-module__meta">
                  <time dateTime={post.date}>{plainOrdinalDateWithYear(post.date)}</time>
                  <span aria-hidden="true"> · </span>
                  <span className="visually-hidden">, </span>
                  by {post.author}
                </p>
                <p className="journal-posts-module__excerpt">{post.excerpt}</p>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </ModuleSection>
  );
}
