import type { LandingHero as Hero } from '@shop/contracts';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

/** The hero's picture: the page's own (its social card), square. */
const IMAGE_SIZE = 586;

/**
 * How a landing page opens: a line above its heading, a sentence under it and its calls to
 * action (the first the main one), beside the page's picture, the largest thing on the first
 * screen, fetched first. Links are the shop's own, checked when stored.
 */
export function LandingHero({
  hero,
  image,
  children,
}: {
  hero: Hero;
  image: string;
  /** The page's heading. */
  children: ReactNode;
}) {
  return (
    <section className="landing-hero" aria-labelledby="landing-heading">
      <div className="landing-hero__copy">
        <p className="landing-hero__eyebrow">{hero.eyebrow}</p>
        {children}
        <p className="landing-hero__lead">{hero.lead}</p>
        <p className="landing-hero__actions">
          {hero.actions.map((action, index) => (
            <Link
              key={action.url}
              to={action.url}
              className={`button button--${index ? 'secondary' : 'primary'}`}
            >
              {action.label}
            </Link>
          ))}
        </p>
      </div>
      <img
        className="landing-hero__image"
        src={image}
        alt=""
        width={IMAGE_SIZE}
        height={IMAGE_SIZE}
        fetchPriority="high"
      />
    </section>
  );
}
