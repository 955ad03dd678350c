import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BannerModule } from './BannerModule';
import { BANNER } from './modules.fixtures';
import { expectSizedImages, linksIn, renderModule, titleOf } from './modules.spec-helpers';

describe('BannerModule', () => {
  it('shows its title, words, picture and call to action', async () => {
    const { section } = await renderModule(<BannerModule module={BANNER} />, 'Send a gift card');
    expect(titleOf(section)?.tagName).toBe('H2');
    expect(within(section).getByText('Let them choose, from £5.')).toBeTruthy();
    expect(linksIn(section)).toEqual([['Buy a gift card', '/gift-card']]);
    const [image] = expectSizedImages(section, 600, 400);
    expect(image.getAttribute('alt')).toBe('A Posy gift card in its envelope');
    expect(image.getAttribute('loading')).toBe('lazy');
  });

  it('fetches the cards hero picture at once, as it leads the page', async () => {
    const { section } = await renderModule(
      <BannerModule module={{ ...BANNER, type: 'GreetingsCardHero' }} />,
      'Send a gift card',
    );
    expect(section.className).toContain('banner-module--hero');
    expect(section.querySelector('img')?.getAttribute('loading')).toBe('eager');
  });

  it('links to another site with a plain link', async () => {
    await renderModule(
      <BannerModule
        module={{ ...BANNER, link: { label: 'Seed guide', url: 'https://seeds.example/guide' } }}
      />,
      'Send a gift card',
    );
    expect(screen.getByRole('link', { name: 'Seed guide' }).getAttribute('href')).toBe(
      'https://seeds.example/guide',
    );
  });
});
