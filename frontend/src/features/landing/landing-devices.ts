import type { LandingModule } from '@shop/contracts';

/**
 * Which screens a module shows on (docs/rules-storefront.md "Landing pages": phones below 768 px,
 * tablets and desktops above), as the class that hides it on the others. The server cannot know the
 * screen, so both kinds are in the HTML and CSS shows the right ones from the first paint: nothing
 * moves when the page hydrates. Null: flagged for neither, not drawn at all.
 */
export function deviceClass(module: Pick<LandingModule, 'mobile' | 'desktop'>): string | null {
  if (module.mobile && module.desktop) return '';
  if (module.mobile) return 'landing-module--phones-only';
  if (module.desktop) return 'landing-module--wide-only';
  return null;
}
