import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { expect } from 'vitest';
import { renderWithRouter } from '../../../test/render-app';

/** A module under a bare router (its links are router links), once it has drawn. */
export async function renderModule(ui: ReactNode, title: string) {
  const view = renderWithRouter(() => ui);
  const section = await screen.findByRole('region', { name: title });
  return { ...view, section };
}

/** Each link's text and address, in order. */
export function linksIn(element: HTMLElement) {
  return [...element.querySelectorAll('a')].map((link) => [
    link.textContent,
    link.getAttribute('href'),
  ]);
}

/** Every picture reserves its box (width and height) and says what it shows (or is decorative). */
export function expectSizedImages(element: HTMLElement, width: number, height: number) {
  const images = [...element.querySelectorAll('img')];
  expect(images.length).toBeGreaterThan(0);
  for (const image of images) {
    expect(image.getAttribute('width')).toBe(String(width));
    expect(image.getAttribute('height')).toBe(String(height));
    expect(image.hasAttribute('alt')).toBe(true);
  }
  return images;
}

/** The `<h2>` that names a section, by `aria-labelledby`. */
export function titleOf(section: HTMLElement) {
  const id = section.getAttribute('aria-labelledby');
  return id ? document.getElementById(id) : null;
}
