import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { nextIndex } from './nav-focus';

/**
 * The state of a carousel in the WAI-ARIA tabbed pattern (the journal's stories, the landing
 * pages' 'Why choose us'): which slide shows, previous/next that wrap round and say where they
 * landed (`announcement`, for a polite live region), and dot tabs the arrow keys move along.
 * `slideName(i)` is what slide i is called.
 */
export function useCarousel(count: number, slideName: (index: number) => string) {
  const idPrefix = useId();
  const [current, setCurrent] = useState(0);
  const [announcement, setAnnouncement] = useState('');
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const shown = Math.min(current, Math.max(count - 1, 0));

  const step = (by: number) => {
    const next = (shown + by + count) % count;
    setCurrent(next);
    setAnnouncement(`Slide ${next + 1} of ${count}: ${slideName(next)}`);
  };

  const onTabKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const target = nextIndex(event.key, shown, count, 'row');
    if (target === null) return;
    event.preventDefault();
    setCurrent(target);
    tabs.current[target]?.focus();
  };

  return {
    idPrefix,
    count,
    /** The slide asked for; `shown` is it kept within the slides there are. */
    current,
    shown,
    setCurrent,
    step,
    announcement,
    setAnnouncement,
    tabs,
    onTabKeyDown,
    slideName,
  };
}

export type CarouselState = ReturnType<typeof useCarousel>;

/** The id of slide `index`'s panel, which its dot tab controls. */
export const slideId = (carousel: CarouselState, index: number) =>
  `${carousel.idPrefix}-slide-${index}`;
/** The id of slide `index`'s dot tab, which labels its panel. */
export const tabId = (carousel: CarouselState, index: number) =>
  `${carousel.idPrefix}-tab-${index}`;

/**
 * Previous, the dot tabs and next, classed `{block}__controls`, `__step`, `__dots`, `__dot` and
 * test ids `{testId}-previous`, `-tab-{i}`, `-next`; `children` go after next (a pause button).
 */
export function CarouselControls({
  carousel,
  block,
  testId,
  children,
}: {
  carousel: CarouselState;
  block: string;
  testId: string;
  children?: ReactNode;
}) {
  const { count, shown, step, tabs, onTabKeyDown, setCurrent, slideName } = carousel;
  return (
    <div className={`${block}__controls`}>
      <button
        type="button"
        className={`${block}__step ${block}__step--previous`}
        aria-label="Previous slide"
        data-testid={`${testId}-previous`}
        onClick={() => step(-1)}
      >
        <span aria-hidden="true">‹</span>
      </button>
      <div className={`${block}__dots`} role="tablist" aria-label="Choose a slide">
        {Array.from({ length: count }, (_, index) => (
          <button
            key={index}
            ref={(button) => {
              tabs.current[index] = button;
            }}
            type="button"
            role="tab"
            id={tabId(carousel, index)}
            className={`${block}__dot`}
            aria-label={`Slide ${index + 1}: ${slideName(index)}`}
            aria-selected={index === shown}
            aria-controls={slideId(carousel, index)}
            tabIndex={index === shown ? 0 : -1}
            data-testid={`${testId}-tab-${index}`}
            onClick={() => setCurrent(index)}
            onKeyDown={onTabKeyDown}
          />
        ))}
      </div>
      <button
        type="button"
        className={`${block}__step ${block}__step--next`}
        aria-label="Next slide"
        data-testid={`${testId}-next`}
        onClick={() => step(1)}
      >
        <span aria-hidden="true">›</span>
      </button>
      {children}
    </div>
  );
}
