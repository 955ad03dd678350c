/** The header's `<nav>`: the Menu button controls it (`aria-controls`) and the menu follows it. */
export const NAV_ID = 'primary-nav';
