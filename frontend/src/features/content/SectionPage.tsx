import type { ContentPage, ContentSection } from '@shop/contracts';
import { Link } from '@tanstack/react-router';
import { ContentSectionBlock } from './ContentSectionBlock';
import { SectionLinks } from './SectionLinks';
import './content-page.css';

/**
 * A section on its own page (`/about-us/history`, `/faq/delivery`): the page's heading, the
 * links to its other sections, and this section alone.
 */
export function SectionPage({ page, section }: { page: ContentPage; section: ContentSection }) {
  return (
    <div className="content-page" data-testid={`section-page-${page.slug}-${section.slug}`}>
      <nav className="content-page__breadcrumb" aria-label="Breadcrumb">
        <ol>
          <li>
            <Link to="/$page" params={{ page: page.slug }}>
              {page.title}
            </Link>
          </li>
          <li aria-current="page">{section.title}</li>
        </ol>
      </nav>
      <header className="content-page__header">
        <div className="content-page__lead">
          <h1 className="content-page__heading">{page.heading}</h1>
        </div>
      </header>
      <SectionLinks page={page} />
      <ContentSectionBlock section={section} />
    </div>
  );
}
