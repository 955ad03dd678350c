import type { WhyChooseModule as WhyChooseModuleShape } from '@shop/contracts';
import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useMediaQuery } from '../../../ui/use-media-query';
import { ModuleAnchor } from '../../../ui/ModuleAnchor';
import { tabKeyTarget } from '../../../ui/carousel-keys';
import { ModuleSection, moduleTitleId } from './ModuleSection';
import './why-choose-module.css';

/** How long each slide stays before the next (spec 001 §9). */
export const SLIDE_INTERVAL_MS = 5000;

export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/**
 * The rotating 'Why choose us' carousel (spec 001 §2.8), in the WAI-ARIA tabbed carousel
 * pattern: one slide at a time, the next every 5 seconds and on previous/next, dot tabs to pick
 * one. It holds still while the pointer is over it or focus is in it, when the shopper has
 * stopped it, and always for a shopper who prefers reduced motion (the server's answer, and the
 * answer until the browser's is known, is "reduced": no slide moves before hydration).
 */
export function WhyChooseModule({ module }: { module: WhyChooseModuleShape }) {
  const { slides } = module;
  const count = slides.length;
  const [current, setCurrent] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focusInside, setFocusInside] = useState(false);
  const [stopped, setStopped] = useState(false);
  // Spoken only after previous/next: a slide changing by itself must not interrupt a reader.
  const [announcement, setAnnouncement] = useState('');
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY, true);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const idPrefix = useId();

  const rotating = count > 1 && !reducedMotion && !stopped && !hovered && !focusInside;
  useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(() => {
      setCurrent((index) => (index + 1) % count);
      setAnnouncement('');
    }, SLIDE_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [rotating, current, count]);

  if (count === 0) return null;
  const shown = Math.min(current, count - 1);
  const wrap = (index: number) => (index + count) % count;

  const step = (by: number) => {
    const next = wrap(shown + by);
    setCurrent(next);
    setAnnouncement(`Slide ${next + 1} of ${count}: ${slides[next].title}`);
  };

  const selectTab = (index: number) => {
    setCurrent(index);
    tabRefs.current[index]?.focus();
  };

  const onTabKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const target = tabKeyTarget(event.key, shown, count);
    if (target === null) return;
    event.preventDefault();
    selectTab(target);
  };

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
              id={`${idPrefix}-slide-${index}`}
              className="why-choose-module__slide"
              role={count > 1 ? 'tabpanel' : undefined}
              aria-roledescription="slide"
              aria-labelledby={count > 1 ? `${idPrefix}-tab-${index}` : undefined}
              hidden={index !== shown}
              data-testid={`why-choose-slide-${index}`}
            >
              <h3 className="why-choose-module__slide-title">{slide.title}</h3>
              <p className="why-choose-module__slide-text">{slide.text}</p>
            </div>
          ))}
        </div>
        {count > 1 && (
          <div className="why-choose-module__controls">
            <button
              type="button"
              className="why-choose-module__step why-choose-module__step--previous"
              aria-label="Previous slide"
              data-testid="why-choose-previous"
              onClick={() => step(-1)}
            >
              <span aria-hidden="true">‹</span>
            </button>
            <div className="why-choose-module__dots" role="tablist" aria-label="Choose a slide">
              {slides.map((slide, index) => (
                <button
                  key={index}
                  ref={(button) => {
                    tabRefs.current[index] = button;
                  }}
                  type="button"
                  role="tab"
                  id={`${idPrefix}-tab-${index}`}
                  className="why-choose-module__dot"
                  aria-label={`Slide ${index + 1}: ${slide.title}`}
                  aria-selected={index === shown}
                  aria-controls={`${idPrefix}-slide-${index}`}
                  tabIndex={index === shown ? 0 : -1}
                  data-testid={`why-choose-tab-${index}`}
                  onClick={() => setCurrent(index)}
                  onKeyDown={onTabKeyDown}
                />
              ))}
            </div>
            <button
              type="button"
              className="why-choose-module__step why-choose-module__step--next"
              aria-label="Next slide"
              data-testid="why-choose-next"
              onClick={() => step(1)}
            >
              <span aria-hidden="true">›</span>
            </button>
            <button
              type="button"
              className="why-choose-module__play"
              data-testid="why-choose-stop"
              onClick={() => setStopped((was) => !was)}
            >
              {stopped ? 'Play slides' : 'Pause slides'}
            </button>
          </div>
        )}
        <p className="visually-hidden" aria-live="polite" aria-atomic="true">
          {announcement}
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
