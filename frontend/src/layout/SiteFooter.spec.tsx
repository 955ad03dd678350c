import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../test/render-app';
import { SiteFooter } from './SiteFooter';

function linksOf(group: HTMLElement) {
  return within(group)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
}

describe('SiteFooter', () => {
  it('lists the help, about and collection links', async () => {
    renderWithRouter(() => <SiteFooter />);
    await screen.findByTestId('site-footer');

    expect(linksOf(screen.getByRole('navigation', { name: 'Help' }))).toEqual([
      ['Contact us', '/contact-us'],
      ['Delivery', '/delivery'],
      ['FAQ', '/faq'],
      ['Returns', '/returns'],
      ['Freshness guarantee', '/freshness-guarantee'],
    ]);
    expect(linksOf(screen.getByRole('navigation', { name: 'About' }))).toEqual([
      ['About us', '/about-us'],
      ['Making a difference', '/making-a-difference'],
      ['Journal', '/journal'],
      ['Corporate gifts', '/corporate-gifts'],
      ['Affiliates', '/affiliates'],
    ]);
    expect(linksOf(screen.getByRole('navigation', { name: 'Collections' }))).toContainEqual([
      'Flowers',
      '/category/flowers',
    ]);
  });

  it('shows the accepted payment methods and the contact number', async () => {
    renderWithRouter(() => <SiteFooter />);
    const methods = await screen.findByRole('list', { name: 'Payment methods we accept' });
    expect(
      within(methods)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Visa', 'Mastercard', 'PayPal', 'Apple Pay', 'Google Pay']);
    expect(screen.getByTestId('footer-phone').getAttribute('href')).toBe('tel:+441234567890');
    expect(screen.getByTestId('footer-copyright').textContent).toMatch(/^© Posy/);
  });
});
