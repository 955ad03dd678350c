import type {
  CustomerStory,
  ModuleImage,
  StoryCarousel as StoryCarouselShape,
} from '@shop/contracts';
import { CarouselControls, slideId, tabId, useCarousel } from '../../ui/carousel';
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
 * (docs/rules-storefront.md "Content pages"), in the WAI-ARIA tabbed carousel pattern:
 * previous/next, dot tabs that the arrow keys move along. It never turns by itself. Every slide
 * sits in the same place and those not shown are hidden (from assistive technology too), so the
 * carousel keeps the height of its tallest slide and nothing below it moves.
 */
export function StoryCarousel({ carousel }: { carousel: StoryCarouselShape }) {
  const slides: Slide[] = [
    ...carousel.stories.map((story) => ({ kind: 'story' as const, story })),
    ...carousel.images.map((image) => ({ kind: 'image' as const, image })),
  ];
  const state = useCarousel(slides.length, (index) => slideName(slides[index]));
  const id = state.idPrefix;
  if (slides.length === 0) return null;
  const { shown } = state;

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
              id={slideId(state, index)}
              className="story-carousel__slide"
              role="tabpanel"
              aria-roledescription="slide"
              aria-labelledby={tabId(state, index)}
              hidden={index !== shown}
              data-testid={`story-slide-${index}`}
            >
              <SlideContent slide={slide} />
            </div>
          ))}
        </div>
        <CarouselControls carousel={state} block="story-carousel" testId="story" />
        <p className="visually-hidden" aria-live="polite" aria-atomic="true">
          {state.announcement}
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
