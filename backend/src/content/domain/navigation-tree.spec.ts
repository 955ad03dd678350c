import { navigationTree, type StoredNavigationItem } from './navigation-tree';

const item = (
  id: number,
  parentId: number | null,
  position: number,
  fields: Partial<StoredNavigationItem> = {},
): StoredNavigationItem => ({
  id,
  parentId,
  position,
  name: `Item ${id}`,
  url: `/category/c${id}`,
  type: 'pane-a',
  isDesktop: true,
  isMobile: true,
  image: null,
  description: null,
  callToActionName: null,
  callToActionUrl: null,
  ...fields,
});

const names = (items: ReturnType<typeof navigationTree>): unknown[] =>
  items.map((i) => (i.children.length ? [i.name, names(i.children)] : i.name));

describe('navigation tree', () => {
  it('hangs children under their parents, each level in position order', () => {
    const rows = [
      item(2, null, 2),
      item(201, 2, 2),
      item(1, null, 1),
      item(200, 2, 1),
      item(101, 1, 1),
      item(2001, 200, 1),
    ];

    expect(names(navigationTree(rows))).toEqual([
      ['Item 1', ['Item 101']],
      ['Item 2', [['Item 200', ['Item 2001']], 'Item 201']],
    ]);
  });

  it('leaves out rows whose parent is missing', () => {
    expect(names(navigationTree([item(1, null, 1), item(301, 3, 1)]))).toEqual(['Item 1']);
  });

  it('answers every field of the contract and sanitises descriptions', () => {
    const [panel] = navigationTree([
      item(5, null, 1, {
        description: 'Fresh <em>every</em> day<img src=x onerror="alert(1)">',
        image: '/images/products/101-285.svg',
        callToActionName: 'Shop now',
        callToActionUrl: '/category/flowers',
      }),
    ]);

    expect(panel).toEqual({
      name: 'Item 5',
      url: '/category/c5',
      type: 'pane-a',
      isDesktop: true,
      isMobile: true,
      image: '/images/products/101-285.svg',
      description: 'Fresh <em>every</em> day',
      callToActionName: 'Shop now',
      callToActionUrl: '/category/flowers',
      children: [],
    });
  });
});
