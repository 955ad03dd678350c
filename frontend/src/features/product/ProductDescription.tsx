import { SafeHtml } from '../../ui/SafeHtml';

/** The product's own words (sanitised HTML) and its bullet points. */
export function ProductDescription({
  description,
  bulletPoints,
}: {
  description: string;
  bulletPoints: readonly string[];
}) {
  return (
    <div className="product-description">
      <SafeHtml html={description} className="product-description__copy" />
      {bulletPoints.length > 0 && (
        <ul className="product-description__bullets" data-testid="product-bullet-points">
          {bulletPoints.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
