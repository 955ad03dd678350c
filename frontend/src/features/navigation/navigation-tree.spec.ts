import { describe, expect, it } from 'vitest';
import { NAVIGATION, navItem } from './navigation.fixtures';
import {
  callToAction,
  descriptionText,
  itemsFor,
  navigationBar,
  navKey,
  subMenuSections,
} from './navigation-tree';

const names = (items: { name: string }[]) => items.map((item) => item.name);

describe('subMenuSections (spec 001 §2.7)', () => {
  const children = Array.from({ length: 9 }, (_, index) => `child ${index + 1}`);

  it('makes the first 4 children tiles, the 5th and 6th panels and the rest links', () => {
    expect(subMenuSections(children)).toEqual({
      tiles: ['child 1', 'child 2', 'child 3', 'child 4'],
      panels: ['child 5', 'child 6'],
      links: ['child 7', 'child 8', 'child 9'],
    });
  });

  it('leaves later sections empty when there are fewer children', () => {
    expect(subMenuSections(children.slice(0, 5))).toEqual({
      tiles: ['child 1', 'child 2', 'child 3', 'child 4'],
      panels: ['child 5'],
      links: [],
    });
    expect(subMenuSections(children.slice(0, 3))).toEqual({
      tiles: ['child 1', 'child 2', 'child 3'],
      panels: [],
      links: [],
    });
    expect(subMenuSections([])).toEqual({ tiles: [], panels: [], links: [] });
  });

  it('counts only the children shown on phones when given them', () => {
    const flowers = NAVIGATION[0]?.children ?? [];
    const { tiles, panels, links } = subMenuSections(itemsFor(flowers, 'mobile'));
    expect(names(tiles)).toEqual([
      'All flowers',
      'Hand-tied bouquets',
      'Letterbox flowers',
      'Roses',
    ]);
    expect(names(panels)).toEqual(['Dried flowers', "Florist's choice"]);
    expect(names(links)).toEqual(['Sympathy flowers', 'Peonies']);
  });
});

describe('itemsFor', () => {
  it('keeps the items flagged for the device, in order', () => {
    expect(names(itemsFor(NAVIGATION, 'desktop'))).toEqual(['Flowers', 'Hampers', 'Journal']);
    expect(names(itemsFor(NAVIGATION, 'mobile'))).toEqual(['Flowers', 'Hampers', 'Offers']);
  });
});

describe('navigationBar', () => {
  it('keeps the top level with whether each opens a menu on desktop and on phones', () => {
    const tree = [
      ...NAVIGATION,
      navItem('Phones only menu', '/a', {
        children: [navItem('Child', '/a/b', { isDesktop: false })],
      }),
      navItem('Nowhere', '/hidden', { isDesktop: false, isMobile: false }),
    ];
    expect(navigationBar(tree)).toEqual([
      {
        name: 'Flowers',
        url: '/category/flowers',
        isDesktop: true,
        isMobile: true,
        desktopMenu: true,
        mobileMenu: true,
      },
      {
        name: 'Hampers',
        url: '/hamper-delivery',
        isDesktop: true,
        isMobile: true,
        desktopMenu: true,
        mobileMenu: true,
      },
      {
        name: 'Offers',
        url: '/category/offers',
        isDesktop: false,
        isMobile: true,
        desktopMenu: false,
        mobileMenu: false,
      },
      {
        name: 'Journal',
        url: '/journal',
        isDesktop: true,
        isMobile: false,
        desktopMenu: false,
        mobileMenu: false,
      },
      {
        name: 'Phones only menu',
        url: '/a',
        isDesktop: true,
        isMobile: true,
        desktopMenu: false,
        mobileMenu: true,
      },
    ]);
  });

  it('is much smaller than the tree it comes from', () => {
    const bar = JSON.stringify(navigationBar(NAVIGATION)).length;
    expect(bar * 4).toBeLessThan(JSON.stringify(NAVIGATION).length);
  });
});

describe('navKey', () => {
  it('turns a name into an id-safe key', () => {
    expect(navKey('Flowers')).toBe('flowers');
    expect(navKey('Gift Cards')).toBe('gift-cards');
    expect(navKey("Father's Day ")).toBe('fathers-day');
    expect(navKey('Mother’s Day & more!')).toBe('mothers-day-more');
  });
});

describe('callToAction', () => {
  it('is the named link when both its name and address are there', () => {
    const dried = navItem('Dried', '/d', { callToActionName: 'Shop', callToActionUrl: '/x' });
    expect(callToAction(dried)).toEqual({ name: 'Shop', url: '/x' });
    expect(callToAction(navItem('A', '/a', { callToActionName: 'Shop' }))).toBeNull();
    expect(callToAction(navItem('A', '/a', { callToActionUrl: '/x' }))).toBeNull();
  });
});

describe('descriptionText', () => {
  it('shows the words of a sanitised description without its markup', () => {
    expect(descriptionText('Craft ale, gin &amp; cheese, <em>chosen</em><br/>for dads')).toBe(
      'Craft ale, gin & cheese, chosen for dads',
    );
    expect(descriptionText('&lt;script&gt; stays text &#39;quoted&#39;')).toBe(
      "<script> stays text 'quoted'",
    );
  });
});
