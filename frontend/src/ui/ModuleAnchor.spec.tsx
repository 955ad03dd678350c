import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../test/render-app';
import { isSitePath, ModuleAnchor } from './ModuleAnchor';

describe('ModuleAnchor', () => {
  it('tells a path on this site from another site', () => {
    expect(isSitePath('/category/flowers')).toBe(true);
    expect(isSitePath('/')).toBe(true);
    expect(isSitePath('https://www.instagram.com/posyflowers/')).toBe(false);
    expect(isSitePath('//cdn.example/page')).toBe(false);
    expect(isSitePath('mailto:hello@posy.example')).toBe(false);
  });

  it('moves within the shop without reloading the page', async () => {
    const { router } = renderWithRouter(() => (
      <ModuleAnchor url="/category/flowers">Shop all flowers</ModuleAnchor>
    ));
    const link = await screen.findByRole('link', { name: 'Shop all flowers' });
    expect(link.getAttribute('href')).toBe('/category/flowers');
    fireEvent.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/category/flowers'));
  });
});
