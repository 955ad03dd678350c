import type { ContentPage as ContentPageShape } from '@shop/contracts';
import type { ReactNode } from 'react';
import { ContentFigures } from './ContentFigures';
import { ContentPageHeader } from './ContentPageHeader';
import { ContentSectionBlock } from './ContentSectionBlock';
import { FreshnessCards } from './FreshnessCards';
import { GiftBoxOfferPanel } from './GiftBoxOfferPanel';
import { PageForm } from './page-forms';
import { SectionLinks } from './SectionLinks';
import { StoryCarousel } from './StoryCarousel';
import './content-page.css';

/**
 * Any content page (docs/rules-storefront.md "Routes", "Content pages"): its header, then whatever
 * the page carries — the recipient's offer (`/box`), figures, freshness cards, the story carousel —
 * its sections (FAQ questions open in place) and its form (`/feedback`, `/survey`, `/contact-us`).
 * A route of its own may put its part for the shopper (`children`) under the header.
 */
export function ContentPage({ page, children }: { page: ContentPageShape; children?: ReactNode }) {
  return (
    <div className="content-page" data-testid={`content-page-${page.slug}`}>
      <ContentPageHeader page={page} />
      {children}
      {page.offer && <GiftBoxOfferPanel offer={page.offer} />}
      {page.figures.length > 0 && <ContentFigures figures={page.figures} />}
      {page.freshnessCards.length > 0 && <FreshnessCards cards={page.freshnessCards} />}
      {page.carousel && <StoryCarousel carousel={page.carousel} />}
      {page.sectionRoutes && page.sections.length > 1 && <SectionLinks page={page} />}
      {page.sections.map((section) => (
        <ContentSectionBlock key={section.slug} section={section} />
      ))}
      <PageForm slug={page.slug} />
    </div>
  );
}
