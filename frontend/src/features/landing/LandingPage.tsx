import { useSuspenseQuery } from '@tanstack/react-query';
import { landingModulesQueryOptions, landingPageQueryOptions } from '../../api/content.queries';
import { LandingModuleSlot } from './LandingModuleSlot';
import './landing.css';
import './module-styles';

/** The modules a phone shows without scrolling, give or take: their code is wanted at once. */
const FIRST_SCREEN_MODULES = 2;

/**
 * A landing page (spec 001 §2.2): its heading, then its modules in order. The route's loader has
 * fetched both the page and its modules.
 */
export function LandingPage({ id, testId }: { id: number; testId: string }) {
  const { data: page } = useSuspenseQuery(landingPageQueryOptions(id));
  const { data: modules } = useSuspenseQuery(landingModulesQueryOptions(id));
  return (
    <div className="landing" data-testid={testId}>
      <h1 className="landing__heading">{page.heading}</h1>
      {modules.map((module, index) => (
        <LandingModuleSlot
          key={module.id}
          module={module}
          firstScreen={index < FIRST_SCREEN_MODULES}
        />
      ))}
    </div>
  );
}
