import type { NotificationBannerModule as NotificationBannerShape } from '@shop/contracts';
import { ModuleAnchor } from './ModuleAnchor';
import { ModuleSection } from './ModuleSection';
import './notification-banner-module.css';

/**
 * A slim line of news ('Order by 5pm for next-day delivery'). Part of the page, not an alert:
 * nothing is announced when it appears. Its title names the section for assistive technology
 * only, as the message says the same to the eye.
 */
export function NotificationBannerModule({ module }: { module: NotificationBannerShape }) {
  return (
    <ModuleSection module={module} className="notification-banner-module" titleHidden>
      <p className="notification-banner-module__message" data-testid="notification-message">
        <span>{module.message}</span>
        {module.link && (
          <ModuleAnchor
            url={module.link.url}
            className="notification-banner-module__link"
            testId={`module-${module.id}-link`}
          >
            {module.link.label}
          </ModuleAnchor>
        )}
      </p>
    </ModuleSection>
  );
}
