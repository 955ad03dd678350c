import type { WhyChooseModule as WhyChooseModuleShape } from '@shop/contracts';
import { useEffect, useState, type FocusEvent } from 'react';
import { useMediaQuery } from '../../../ui/use-media-query';
import { ModuleAnchor } from '../../../ui/ModuleAnchor';
import { CarouselControls, slideId, tabId, useCarousel } from '../../../ui/carousel';
import { ModuleSection, moduleTitleId } from './ModuleSection';
import './why-choose-module.css';

/** How long each slide stays before the next (docs/rules-storefront.md "Constants"). */
export const SLIDE_INTERVAL_MS = 5000;

export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/**
 * The rotating 'Why choose us' carousel (docs/rules-storefront.md "Content pages"), in the WAI-ARIA
 * tabbed carousel pattern: one slide at a time, the next every 5 seconds and on previous/next, dot
 * tabs to pick one. It holds still while the pointer is over it or focus is in it, when the shopper
 * has stopped it, and always for a shopper who prefers reduced motion (the server's answer, and the
 * answer until the browser's is known, is "reduced": no slide moves before hydration).
 */
export function WhyChooseModule({ module }: { module: WhyChooseModuleShape }) {
  const { slides } = module;
  const count = slides.length;
  const carousel = useCarousel(count, (index) => slides[index].title);
  const { current, shown, setCurrent, setAnnouncement } = carousel;
  const [hovered, setHovered] = useState(false);
  const [focusInside, setFocusInside] = useState(false);
  const [stopped, setStopped] = useState(false);
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY, true);

  // A slide changing by itself says nothing: only previous/next speak to a reader.
  const rotating = count > 1 && !reducedMotion && !stopped && !hovered && !focusInside;
  useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(() => {
      setCurrent((index) => (index + 1) % count);
      setAnnouncement('');
    }, SLIDE_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [rotating, current, count, setCurrent, setAnnouncement]);

  if (count === 0) return null;

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocusInside(false);
  };

  return (
    <ModuleSection module={module} className="why-choose-module">
      <div
        className="why-choose-module__carousel"
        role="group"
        aria-roledescription="carousel"
        aria-labelledby={moduleTitleId(module)}
        data-testid="why-choose-carousel"
        data-rotating={rotating}
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onFocus={() => setFocusInside(true)}
        onBlur={onBlur}
      >
        <div className="why-choose-module__slides">
          {slides.map((slide, index) => (
            <div
              key={index}
              id={slideId(carousel, index)}
              className="why-choose-module__slide"
              role={count > 1 ? 'tabpanel' : undefined}
              aria-roledescription="slide"
              aria-labelledby={count > 1 ? tabId(carousel, index) : undefined}
              hidden={index !== shown}
              data-testid={`why-choose-slide-${index}`}
            >
              <h3 className="why-choose-module__slide-title">{slide.title}</h3>
              <p className="why-choose-module__slide-text">{slide.text}</p>
            </div>
          ))}
        </div>
        {count > 1 && (
          <CarouselControls carousel={carousel} block="why-choose-module" testId="why-choose">
            <button
              type="button"
              className="why-choose-module__play"
              data-testid="why-choose-stop"
              onClick={() => setStopped((was) => !was)}
            >
              {stopped ? 'Play slides' : 'Pause slides'}
            </button>
          </CarouselControls>
        )}
        <p className="visually-hidden" aria-live="polite" aria-atomic="true">
          {carousel.announcement}
        </p>
      </div>
      <ModuleAnchor
        url={module.link.url}
        className="module-section__more why-choose-module__link"
        testId={`module-${module.id}-link`}
      >
        {module.link.label}
      </ModuleAnchor>
    </ModuleSection>
  );
}
