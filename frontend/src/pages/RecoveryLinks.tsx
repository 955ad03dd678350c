import { Link } from '@tanstack/react-router';
import type { SiteLink } from '../ui/site-links';

/**
 * Where the not-found and error pages send a lost shopper (docs/rules-storefront.md
 * "Not-found and error pages").
 */
export const RECOVERY_LINKS = {
  home: { key: 'home', label: 'Homepage', to: '/' },
  flowers: { key: 'flowers', label: 'Flowers', to: '/category/flowers' },
  plants: { key: 'plants', label: 'Plants', to: '/category/house-plants' },
  hampers: { key: 'hampers', label: 'Hampers', to: '/hamper-delivery' },
  cards: { key: 'cards', label: 'Cards', to: '/greetings-cards' },
} as const satisfies Record<string, SiteLink>;

export function RecoveryLinks({ links, testId }: { links: readonly SiteLink[]; testId: string }) {
  return (
    <ul className="status-page__links" data-testid={testId}>
      {links.map((link) => (
        <li key={link.key}>
          <Link to={link.to} className="status-page__link" data-testid={`${testId}-${link.key}`}>
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
