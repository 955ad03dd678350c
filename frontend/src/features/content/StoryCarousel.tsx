import type {
  CustomerStory,
  ModuleImage,
  StoryCarousel as StoryCarouselShape,
} from '@shop/contracts';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { tabKeyTarget } from '../../ui/carousel-keys';
import { StoryQuote } from '../../ui/StoryQuote';
import './story-carousel.css';

/** Slide pictures are the catalogue's square pictures; story portraits are drawn at 120 px. */
export const SLIDE_PICTURE_SIZE = 586;
const PORTRAIT_SIZE = 120;

type Slide = { kind: 'story'; story: CustomerStory } | { kind: 'image'; image: ModuleImage };

/** What a slide's dot tab is called. */
function slideName(slide: Slide): string {
  return slide.kind === 'story'
    ? `${slide.story.name}, ${slide.story.place}`
    : slide.image.alt || 'Picture';
}

/**
 * `/making-a-difference`: the customers' stories, then the picture-only slides, one at a time
 * (spec 001 §2.8), in the WAI-ARIA tabbed carousel pattern: previous/next, dot tabs that the
 * arrow keys move along. It never turns by itself. Every slide sits in the same place and those
 * not shown are hidden (from assistive technology too), so the carousel keeps the height of its
 * tallest slide and nothing below it moves.
 */
export function StoryCarousel({ carousel }: { carousel: StoryCarouselShape }) {
  const slides: Slide[] = [
    ...carousel.stories.map((story) => ({ kind: 'story' as const, story })),
    ...carousel.images.map((image) => ({ kind: 'image' as const, image })),
  ];
  const count = slides.length;
  const id = useId();
  const [current, setCurrent] = useState(0);
  const [announcement, setAnnouncement] = useState('');
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  if (count === 0) return null;

  const shown = Math.min(current, count - 1);
  const wrap = (index: number) => (index + count) % count;
  const step = (by: number) => {
    const next = wrap(shown + by);
    setCurrent(next);
    setAnnouncement(`Slide ${next + 1} of ${count}: ${slideName(slides[next])}`);
  };
  const onTabKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const target = tabKeyTarget(event.key, shown, count);
    if (target === null) return;
    event.preventDefault();
    setCurrent(target);
    tabs.current[target]?.focus();
  };

  return (
    <section className="story-carousel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="story-carousel__title">
        Stories from our customers
      </h2>
      <div
        className="story-carousel__frame"
        role="group"
        aria-roledescription="carousel"
        aria-labelledby={`${id}-title`}
        data-testid="story-carousel"
      >
        <div className="story-carousel__slides">
          {slides.map((slide, index) => (
            <div
              key={index}
              id={`${id}-slide-${index}`}
              className="story-carousel__slide"
              role="tabpanel"
              aria-roledescription="slide"
              aria-labelledby={`${id}-tab-${index}`}
              hidden={index !== shown}
              data-testid={`story-slide-${index}`}
            >
              <SlideContent slide={slide} />
            </div>
          ))}
        </div>
        <div className="story-carousel__controls">
          <button
            type="button"
            className="story-carousel__step"
            aria-label="Previous slide"
            onClick={() => step(-1)}
            data-testid="story-previous"
          >
            <span aria-hidden="true">‹</span>
          </button>
          <div className="story-carousel__dots" role="tablist" aria-label="Choose a slide">
            {slides.map((slide, index) => (
              <button
                key={index}
                ref={(button) => {
                  tabs.current[index] = button;
                }}
                type="button"
                role="tab"
                id={`${id}-tab-${index}`}
                className="story-carousel__dot"
                aria-label={`Slide ${index + 1}: ${slideName(slide)}`}
                aria-selected={index === shown}
                aria-controls={`${id}-slide-${index}`}
                tabIndex={index === shown ? 0 : -1}
                onClick={() => setCurrent(index)}
                onKeyDown={onTabKeyDown}
                data-testid={`story-tab-${index}`}
              />
            ))}
          </div>
          <button
            type="button"
            className="story-carousel__step"
            aria-label="Next slide"
            onClick={() => step(1)}
            data-testid="story-next"
          >
            <span aria-hidden="true">›</span>
          </button>
        </div>
        <p className="visually-hidden" aria-live="polite" aria-atomic="true">
          {announcement}
        </p>
      </div>
    </section>
  );
}

function SlideContent({ slide }: { slide: Slide }) {
  if (slide.kind === 'image') {
    return (
      <img
        className="story-carousel__picture"
        src={slide.image.src}
        alt={slide.image.alt}
        width={SLIDE_PICTURE_SIZE}
        height={SLIDE_PICTURE_SIZE}
        loading="lazy"
        decoding="async"
      />
    );
  }
  return <StoryQuote story={slide.story} block="story-carousel" imageSize={PORTRAIT_SIZE} />;
}
