/** A link in the header, footer or an error page; `key` builds its data-testid. */
export interface SiteLink {
  readonly key: string;
  readonly label: string;
  readonly to: string;
}

/** The shop's phone number, as dialled and as written. */
export const PHONE = { href: 'tel:+441234567890', display: '01234 567 890' } as const;

type PageName =
  | 'signIn'
  | 'signUp'
  | 'account'
  | 'contactUs'
  | 'flowers'
  | 'giftCard'
  | 'freshnessGuarantee'
  | 'posyPoints'
  | 'makingADifference'
  | 'referAFriend';

/**
 * Pages of docs/rules-storefront.md "Routes" that the shell links to before their routes are
 * written. Typed as plain strings because the router only accepts literal paths it already knows.
 */
export const PAGES: Readonly<Record<PageName, string>> = {
  signIn: '/sign-in',
  signUp: '/sign-up',
  account: '/account',
  contactUs: '/contact-us',
  flowers: '/category/flowers',
  giftCard: '/gift-card',
  freshnessGuarantee: '/freshness-guarantee',
  posyPoints: '/posy-points',
  makingADifference: '/making-a-difference',
  referAFriend: '/refer-a-friend',
};
