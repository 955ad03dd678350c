import type { NavigationItem } from '@shop/contracts';
import { Link } from '@tanstack/react-router';
import { ChevronIcon } from './nav-icons';
import { DesktopPanel } from './DesktopPanel';
import { MobileSubMenu } from './MobileSubMenu';
import type { Device, NavigationBarItem } from './navigation-tree';

/** The id of the Back button's label: the sub-menu is a group named after its item. */
const titleId = (key: string) => `nav-title-${key}`;

/**
 * What an open toggle shows: the drop-down (desktop) or the sub-menu with its Back button
 * (phones). The children come with the whole tree, fetched as the menu's code loads; until then
 * the panel says so, and if the tree cannot be had it offers the item's own page.
 */
export function MenuPanel({
  bar,
  itemKey,
  entry,
  failed,
  device,
  onBack,
}: {
  bar: NavigationBarItem;
  itemKey: string;
  entry: NavigationItem | undefined;
  failed: boolean;
  device: Device;
  onBack: () => void;
}) {
  const body = entry ? (
    device === 'mobile' ? (
      <MobileSubMenu item={entry} />
    ) : (
      <DesktopPanel item={entry} />
    )
  ) : failed ? (
    <Link to={bar.url} className="nav-panel__fallback">
      Shop all {bar.name}
    </Link>
  ) : (
    <p className="nav-panel__loading" role="status">
      Loading…
    </p>
  );
  if (device === 'desktop') return body;
  return (
    <div className="nav-sub" role="group" aria-labelledby={titleId(itemKey)}>
      <button
        type="button"
        className="nav-sub__back"
        aria-label="Back to the main menu"
        data-testid="nav-back"
        onClick={onBack}
      >
        <ChevronIcon />
        Back
      </button>
      <p className="nav-sub__title" id={titleId(itemKey)}>
        {bar.name}
      </p>
      {body}
    </div>
  );
}
