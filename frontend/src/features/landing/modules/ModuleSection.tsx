import type { LandingModuleBase } from '@shop/contracts';
import type { ReactNode } from 'react';
import './module-section.css';

/** The id of a module's `<h2>`, which labels its section: unique as module ids are. */
export const moduleTitleId = (module: Pick<LandingModuleBase, 'id'>) =>
  `landing-module-${module.id}-title`;

/**
 * A landing module's frame: a section named by the module's title as an `<h2>`, with an optional
 * action (a 'see all' link) beside the heading. `titleHidden` keeps the heading for assistive
 * technology where the module's own words already say it (the slim notification banner).
 */
export function ModuleSection({
  module,
  className,
  titleHidden = false,
  action,
  children,
}: {
  module: Pick<LandingModuleBase, 'id' | 'title'>;
  className: string;
  titleHidden?: boolean;
  action?: ReactNode;
  children: ReactNode;
}) {
  const titleId = moduleTitleId(module);
  const title = (
    <h2 id={titleId} className={titleHidden ? 'visually-hidden' : 'module-section__title'}>
      {module.title}
    </h2>
  );
  return (
    <section
      className={`module-section ${className}`}
      aria-labelledby={titleId}
      data-testid={`module-${module.id}`}
    >
      {action ? (
        <div className="module-section__header">
          {title}
          {action}
        </div>
      ) : (
        title
      )}
      {children}
    </section>
  );
}
