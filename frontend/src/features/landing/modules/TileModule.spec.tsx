import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TileModule } from './TileModule';
import { TILES } from './modules.fixtures';
import { expectSizedImages, linksIn, renderModule, titleOf } from './modules.spec-helpers';

describe('TileModule', () => {
  it('draws each tile as a link named by its tile name', async () => {
    const { section } = await renderModule(<TileModule module={TILES} />, 'Shop by gift');
    expect(titleOf(section)?.tagName).toBe('H2');
    expect(linksIn(section)).toEqual([
      ['Flowers', '/category/flowers'],
      ['Hampers', '/hamper-delivery'],
    ]);
    expect(within(section).getByRole('link', { name: 'Hampers' })).toBeTruthy();
  });

  it('reserves each picture square, decorative beside the name', async () => {
    const { section } = await renderModule(<TileModule module={TILES} />, 'Shop by gift');
    const images = expectSizedImages(section, 285, 285);
    expect(images.map((image) => [image.getAttribute('src'), image.getAttribute('alt')])).toEqual([
      ['/images/tiles/flowers.svg', ''],
      ['/images/tiles/hampers.svg', ''],
    ]);
  });
});
