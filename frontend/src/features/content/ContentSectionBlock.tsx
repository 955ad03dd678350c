import type { ContentSection, FaqEntry } from '@shop/contracts';
import { SafeHtml } from '../../ui/SafeHtml';
import './content-section.css';

/** Section pictures are the catalogue's square pictures, drawn at most 320 px wide. */
export const SECTION_PICTURE_SIZE = 586;

/**
 * One section of a content page: its `<h2>`, picture, words and, on FAQ pages, its questions.
 * Its id is its slug, so `/contact-us#customerService` lands on it.
 */
export function ContentSectionBlock({ section }: { section: ContentSection }) {
  const titleId = `${section.slug}-title`;
  return (
    <section
      id={section.slug}
      className={`content-section${section.picture ? ' content-section--pictured' : ''}`}
      aria-labelledby={titleId}
      data-testid={`content-section-${section.slug}`}
    >
      <h2 id={titleId} className="content-section__title">
        {section.title}
      </h2>
      {section.picture && (
        <img
          className="content-section__picture"
          src={section.picture.src}
          alt={section.picture.alt}
          width={SECTION_PICTURE_SIZE}
          height={SECTION_PICTURE_SIZE}
          loading="lazy"
          decoding="async"
        />
      )}
      <div className="content-section__copy">
        {section.html.trim() !== '' && <SafeHtml className="content-prose" html={section.html} />}
        {section.faqs.length > 0 && <FaqList faqs={section.faqs} />}
      </div>
    </section>
  );
}

/** A section's questions, each a native disclosure: the answer opens under its question. */
function FaqList({ faqs }: { faqs: FaqEntry[] }) {
  return (
    <div className="faq-list">
      {faqs.map((faq, index) => (
        <details key={index} className="faq" data-testid="faq">
          <summary className="faq__question">{faq.question}</summary>
          <SafeHtml className="faq__answer content-prose" html={faq.html} />
        </details>
      ))}
    </div>
  );
}
