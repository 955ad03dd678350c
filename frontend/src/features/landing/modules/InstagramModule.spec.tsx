import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InstagramModule } from './InstagramModule';
import { INSTAGRAM } from './modules.fixtures';
import { expectSizedImages, titleOf } from './modules.spec-helpers';

describe('InstagramModule', () => {
  it("links the handle to the shop's Instagram in a new tab, and says so", () => {
    render(<InstagramModule module={INSTAGRAM} />);
    const section = screen.getByRole('region', { name: 'Posy on Instagram' });
    expect(titleOf(section)?.tagName).toBe('H2');
    const link = screen.getByRole('link', { name: '@posyflowers (opens in a new tab)' });
    expect(link.getAttribute('href')).toBe('https://www.instagram.com/posyflowers/');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')?.split(' ')).toContain('noopener');
  });

  it('writes the handle with its @ when the content leaves it out', () => {
    render(<InstagramModule module={{ ...INSTAGRAM, handle: 'posyflowers' }} />);
    expect(screen.getByRole('link').textContent).toBe('@posyflowers (opens in a new tab)');
  });

  it('shows the pictures in a grid, each sized and described', () => {
    render(<InstagramModule module={INSTAGRAM} />);
    const images = expectSizedImages(screen.getByRole('region'), 300, 300);
    expect(images.map((image) => image.getAttribute('alt'))).toEqual([
      'Peonies on a windowsill',
      'A florist tying a bouquet',
    ]);
  });
});
