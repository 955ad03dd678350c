import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ThreeColumnBoxesModule } from './ThreeColumnBoxesModule';
import { BOXES } from './modules.fixtures';
import { expectSizedImages, linksIn, renderModule, titleOf } from './modules.spec-helpers';

describe('ThreeColumnBoxesModule', () => {
  it('draws three boxes, each with its picture, heading, words and link', async () => {
    const { section } = await renderModule(
      <ThreeColumnBoxesModule module={BOXES} />,
      'More from Posy',
    );
    expect(titleOf(section)?.tagName).toBe('H2');
    const boxes = within(section).getAllByRole('listitem');
    expect(boxes).toHaveLength(3);
    expect(boxes.map((box) => within(box).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Posy Points',
      'Corporate gifts',
      'Our journal',
    ]);
    expect(within(boxes[1]).getByText('Flowers for clients and colleagues.')).toBeTruthy();
    expect(linksIn(section)).toEqual([
      ['About Posy Points', '/posy-points'],
      ['Corporate gifts', '/corporate-gifts'],
      ['Read the journal', '/journal'],
    ]);
    const images = expectSizedImages(section, 384, 256);
    expect(images.map((image) => image.getAttribute('alt'))).toEqual([
      'A points card',
      'An office bouquet',
      'A vase on a table',
    ]);
  });
});
