import type { ContentPage, SitemapEntry, SitemapGroup } from '@shop/contracts';
import { ModuleAnchor } from '../../ui/ModuleAnchor';
import { ContentPageHeader } from './ContentPageHeader';
import './sitemap-page.css';

/** `/sitemap`: every page a shopper may browse, in the API's groups, sections under their page. */
export function SitemapPage({ page, groups }: { page: ContentPage; groups: SitemapGroup[] }) {
  return (
    <div className="content-page" data-testid="sitemap-page">
      <ContentPageHeader page={page} />
      <div className="sitemap-page__groups">
        {groups
          .filter((group) => group.entries.length > 0)
          .map((group) => (
            <section
              key={group.kind}
              className="sitemap-page__group"
              aria-labelledby={`sitemap-${group.kind}`}
              data-testid={`sitemap-group-${group.kind}`}
            >
              <h2 id={`sitemap-${group.kind}`} className="sitemap-page__title">
                {group.title}
              </h2>
              <SitemapEntries entries={group.entries} />
            </section>
          ))}
      </div>
    </div>
  );
}

function SitemapEntries({ entries }: { entries: SitemapEntry[] }) {
  return (
    <ul className="sitemap-page__list">
      {entries.map((entry) => (
        <li key={entry.path}>
          <ModuleAnchor url={entry.path} className="sitemap-page__link">
            {entry.title}
          </ModuleAnchor>
          {entry.children.length > 0 && <SitemapEntries entries={entry.children} />}
        </li>
      ))}
    </ul>
  );
}
