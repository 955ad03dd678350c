import type { ContentPage } from '@shop/contracts';
import { CompanyAge } from './CompanyAge';
import './content-page.css';

/** The page's own picture: the catalogue's square pictures, drawn at most 480 px wide. */
export const PAGE_PICTURE_SIZE = 586;

/** The heading, intro, picture and (where the page has it) how long the shop has traded. */
export function ContentPageHeader({ page }: { page: ContentPage }) {
  return (
    <header
      className={`content-page__header${page.image ? ' content-page__header--pictured' : ''}`}
    >
      <div className="content-page__lead">
        <h1 className="content-page__heading">{page.heading}</h1>
        {page.intro && <p className="content-page__intro">{page.intro}</p>}
        {page.foundedOn && <CompanyAge foundedOn={page.foundedOn} />}
      </div>
      {page.image && (
        <img
          className="content-page__picture"
          src={page.image.src}
          alt={page.image.alt}
          width={PAGE_PICTURE_SIZE}
          height={PAGE_PICTURE_SIZE}
          fetchPriority="high"
          decoding="async"
        />
      )}
    </header>
  );
}
