import type { ContentPage } from '@shop/contracts';
import { Link } from '@tanstack/react-router';

/**
 * The sections of a page that gives each its own page (`/faq/delivery`), as links; the router
 * marks the one open with `aria-current="page"`.
 */
export function SectionLinks({ page }: { page: ContentPage }) {
  return (
    <nav
      className="section-links"
      aria-label={`${page.title}: sections`}
      data-testid="section-links"
    >
      <ul className="section-links__list">
        {page.sections.map((section) => (
          <li key={section.slug}>
            <Link
              to="/$page/$section"
              params={{ page: page.slug, section: section.slug }}
              className="section-links__link"
            >
              {section.title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
