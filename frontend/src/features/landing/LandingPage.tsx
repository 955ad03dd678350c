import { useSuspenseQuery } from '@tanstack/react-query';
import { landingModulesQueryOptions, landingPageQueryOptions } from '../../api/content.queries';
import { LandingHero } from './LandingHero';
import { LandingModuleSlot } from './LandingModuleSlot';
import './landing.css';
import './module-styles';

/** The modules a phone shows without scrolling, give or take: their code is wanted at once. */
const FIRST_SCREEN_MODULES = 2;

/**
 * A landing page (docs/rules-storefront.md "Landing pages"): its heading (in its hero, when it has
 * one), then its modules in order, each told whether the page speaks to a shopper whose session has
 * expired. The route's loader has fetched both the page and its modules.
 */
export function LandingPage({ id, testId }: { id: number; testId: string }) {
  const { data: page } = useSuspenseQuery(landingPageQueryOptions(id));
  const { data: modules } = useSuspenseQuery(landingModulesQueryOptions(id));
  const heading = (
    <h1 id="landing-heading" className="landing__heading">
      {page.heading}
    </h1>
  );
  return (
    <div className="landing" data-testid={testId}>
      {page.hero ? (
        <LandingHero hero={page.hero} image={page.image}>
          {heading}
        </LandingHero>
      ) : (
        heading
      )}
      {modules.map((module, index) => (
        <LandingModuleSlot
          key={module.id}
          module={module}
          firstScreen={index < FIRST_SCREEN_MODULES}
          sessionExpired={page.sessionExpired}
        />
      ))}
    </div>
  );
}
