import type { NotificationBannerModule as NotificationBannerShape } from '@shop/contracts';
import type { ModuleProps } from './module-props';
import { ModuleAnchor } from '../../../ui/ModuleAnchor';
import { ModuleSection } from './ModuleSection';
import './notification-banner-module.css';

/** Said first on a page that speaks to a shopper whose session has expired. */
export const SESSION_EXPIRED_NOTICE = 'For your security, your session has expired.';

/**
 * A slim line of news ('Order by 5pm for next-day delivery'). Part of the page, not an alert:
 * nothing is announced when it appears. Its title names the section for assistive technology
 * only, as the message says the same to the eye. On a page flagged `sessionExpired` (where a
 * shopper is sent once their session has ended) it says so first.
 */
export function NotificationBannerModule({
  module,
  sessionExpired,
}: ModuleProps<NotificationBannerShape>) {
  return (
    <ModuleSection module={module} className="notification-banner-module" titleHidden>
      {sessionExpired && (
        <p className="notification-banner-module__expired" data-testid="session-expired">
          {SESSION_EXPIRED_NOTICE}
        </p>
      )}
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
