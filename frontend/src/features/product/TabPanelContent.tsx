import type { ProductTab } from '@shop/contracts';
import { useState } from 'react';
import { StarIcon } from '../../ui/feature-icons';
import { SafeHtml } from '../../ui/SafeHtml';

const MAX_RATING = 5;

/** One tab's content by its type: copy, an image with a caption, or customer reviews. */
export function TabPanelContent({
  tab,
  productImage,
}: {
  tab: ProductTab;
  productImage: string | undefined;
}) {
  switch (tab.type) {
    case 'text':
      return <SafeHtml html={tab.content} className="why-choose__copy" />;
    case 'single_image_information':
      return <ImageInformation tab={tab} productImage={productImage} />;
    case 'reviews':
      return <Reviews tab={tab} />;
    default: {
      const unknown: never = tab.type;
      return unknown;
    }
  }
}

/** The tab's image, or the product's when the tab has none or it fails to load. */
function ImageInformation({
  tab,
  productImage,
}: {
  tab: ProductTab;
  productImage: string | undefined;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  const tabImage = tab.image && tab.image !== failed ? tab.image : null;
  const src = tabImage ?? productImage;
  return (
    <figure className="why-choose__figure">
      {src && (
        <img
          className="why-choose__image"
          src={src}
          alt=""
          width={586}
          height={586}
          loading="lazy"
          data-testid="why-choose-image"
          onError={() => {
            if (tabImage) setFailed(tabImage);
          }}
        />
      )}
      <figcaption className="why-choose__caption">{tab.content}</figcaption>
    </figure>
  );
}

function Reviews({ tab }: { tab: ProductTab }) {
  return (
    <div className="why-choose__reviews">
      {tab.content && <p className="why-choose__reviews-summary">{tab.content}</p>}
      <ul className="why-choose__review-list">
        {tab.reviews.map((review, index) => (
          <li key={`${review.author}-${index}`} className="product-review" data-testid="review">
            <span
              className="product-review__stars"
              role="img"
              aria-label={`Rated ${review.rating} out of ${MAX_RATING}`}
            >
              {Array.from({ length: MAX_RATING }, (_, star) => (
                <StarIcon
                  key={star}
                  className={
                    star < review.rating
                      ? 'product-review__star product-review__star--on'
                      : 'product-review__star'
                  }
                />
              ))}
            </span>
            <blockquote className="product-review__text">
              <p>{review.text}</p>
            </blockquote>
            <p className="product-review__author">{review.author}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
