import { useRef, useState, type PointerEvent, type UIEvent } from 'react';
import { useMediaQuery } from '../../ui/use-media-query';
import './product-gallery.css';

/**
 * Product images are 586×586 (docs/rules-storefront.md "Constants"); the size is set so nothing
 * moves as they load.
 */
const IMAGE_SIZE = 586;

/**
 * At this width and above the product-gallery zooms on hover; below it, it swipes
 * (docs/rules-storefront.md "Product page").
 */
export const DESKTOP_QUERY = '(min-width: 768px)';

export type GalleryShape = 'square' | 'portrait';

interface GalleryProps {
  images: readonly string[];
  name: string;
  shape: GalleryShape;
}

export function ProductGallery({ images, name, shape }: GalleryProps) {
  const desktop = useMediaQuery(DESKTOP_QUERY, true);
  if (images.length === 0) return null;
  return (
    <div className={`product-gallery product-gallery--${shape}`} data-testid="product-gallery">
      {desktop ? (
        <ZoomGallery images={images} name={name} />
      ) : (
        <SwipeCarousel images={images} name={name} />
      )}
    </div>
  );
}

const slideLabel = (index: number, count: number) => `Show image ${index + 1} of ${count}`;

/** Desktop: the main image magnifies under a mouse pointer; keyboard and touch see it as is. */
function ZoomGallery({ images, name }: Omit<GalleryProps, 'shape'>) {
  const [current, setCurrent] = useState(0);
  const [zoomed, setZoomed] = useState(false);
  const shown = images[Math.min(current, images.length - 1)];

  const follow = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType !== 'mouse') return;
    const frame = event.currentTarget;
    const box = frame.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return;
    const percent = (offset: number, size: number) =>
      `${Math.min(100, Math.max(0, (offset / size) * 100)).toFixed(1)}%`;
    // Set through CSSOM, which the storefront's CSP allows, and without a render per move.
    frame.style.setProperty('--zoom-x', percent(event.clientX - box.left, box.width));
    frame.style.setProperty('--zoom-y', percent(event.clientY - box.top, box.height));
    if (!zoomed) setZoomed(true);
  };

  return (
    <>
      <div
        className="product-gallery__frame product-gallery__frame--zoom"
        data-zoomed={zoomed ? 'true' : undefined}
        data-testid="product-gallery-zoom"
        onPointerMove={follow}
        onPointerLeave={() => setZoomed(false)}
      >
        <img
          className="product-gallery__image"
          src={shown}
          alt={name}
          width={IMAGE_SIZE}
          height={IMAGE_SIZE}
          fetchPriority="high"
          data-testid="product-gallery-main-image"
        />
      </div>
      {images.length > 1 && (
        <ul className="product-gallery__thumbnails" aria-label={`${name} images`}>
          {images.map((src, index) => (
            <li key={`${src}-${index}`}>
              <button
                type="button"
                className="product-gallery__thumbnail"
                aria-label={slideLabel(index, images.length)}
                aria-pressed={index === current}
                data-testid={`product-gallery-thumbnail-${index}`}
                onClick={() => setCurrent(index)}
              >
                {/* The button says which image it shows; the picture itself adds nothing. */}
                <img src={src} alt="" width={IMAGE_SIZE} height={IMAGE_SIZE} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** Phones: a scroll-snap strip the shopper swipes, with a labelled dot per image. */
function SwipeCarousel({ images, name }: Omit<GalleryProps, 'shape'>) {
  const track = useRef<HTMLUListElement>(null);
  const [current, setCurrent] = useState(0);

  const onScroll = (event: UIEvent<HTMLUListElement>) => {
    const strip = event.currentTarget;
    if (strip.clientWidth === 0) return;
    setCurrent(Math.round(strip.scrollLeft / strip.clientWidth));
  };

  const goTo = (index: number) => {
    setCurrent(index);
    const strip = track.current;
    // CSS decides whether the scroll is smooth, so reduced-motion settings are honoured.
    strip?.scrollTo?.({ left: index * strip.clientWidth });
  };

  return (
    <section
      className="product-gallery__carousel"
      aria-roledescription="carousel"
      aria-label={`${name} images`}
      data-testid="product-gallery-carousel"
    >
      <ul
        ref={track}
        className="product-gallery__track"
        onScroll={onScroll}
        tabIndex={images.length > 1 ? 0 : undefined}
        data-testid="product-gallery-track"
      >
        {images.map((src, index) => (
          <li
            key={`${src}-${index}`}
            className="product-gallery__slide"
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${images.length}`}
          >
            <img
              className="product-gallery__image"
              src={src}
              alt={name}
              width={IMAGE_SIZE}
              height={IMAGE_SIZE}
              loading={index === 0 ? 'eager' : 'lazy'}
              fetchPriority={index === 0 ? 'high' : 'auto'}
              data-testid={index === 0 ? 'product-gallery-main-image' : undefined}
            />
          </li>
        ))}
      </ul>
      {images.length > 1 && (
        <div className="product-gallery__dots">
          {images.map((src, index) => (
            <button
              key={`${src}-${index}`}
              type="button"
              className="product-gallery__dot"
              aria-label={slideLabel(index, images.length)}
              aria-current={index === current ? 'true' : undefined}
              data-testid={`product-gallery-dot-${index}`}
              onClick={() => goTo(index)}
            />
          ))}
        </div>
      )}
    </section>
  );
}
