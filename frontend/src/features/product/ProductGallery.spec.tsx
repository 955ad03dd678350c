import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DESKTOP_QUERY, ProductGallery } from './ProductGallery';

const IMAGES = ['/images/a-586.svg', '/images/b-586.svg', '/images/c-586.svg'];

function screenWidth(desktop: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === DESKTOP_QUERY ? desktop : false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ProductGallery on desktop', () => {
  it('shows the main image at 586×586 with a thumbnail row that switches it', () => {
    screenWidth(true);
    render(<ProductGallery images={IMAGES} name="The Harriet" shape="square" />);
    const main = screen.getByTestId('product-gallery-main-image');
    expect(main.getAttribute('alt')).toBe('The Harriet');
    expect(main.getAttribute('width')).toBe('586');
    expect(main.getAttribute('height')).toBe('586');
    const thumbnails = screen.getAllByRole('button', { name: /Show image \d of 3/ });
    expect(thumbnails).toHaveLength(3);
    expect(thumbnails[0].getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Show image 3 of 3' }));
    expect(main.getAttribute('src')).toBe('/images/c-586.svg');
    expect(thumbnails[2].getAttribute('aria-pressed')).toBe('true');
    expect(thumbnails[0].getAttribute('aria-pressed')).toBe('false');
  });

  it('zooms where a mouse points and lets go when it leaves', () => {
    screenWidth(true);
    render(<ProductGallery images={IMAGES} name="The Harriet" shape="square" />);
    const frame = screen.getByTestId('product-gallery-zoom');
    frame.getBoundingClientRect = () =>
      ({ left: 100, top: 50, width: 400, height: 400 }) as DOMRect;
    fireEvent.pointerMove(frame, { pointerType: 'mouse', clientX: 200, clientY: 350 });
    expect(frame.getAttribute('data-zoomed')).toBe('true');
    expect(frame.style.getPropertyValue('--zoom-x')).toBe('25.0%');
    expect(frame.style.getPropertyValue('--zoom-y')).toBe('75.0%');
    fireEvent.pointerLeave(frame);
    expect(frame.getAttribute('data-zoomed')).toBeNull();
  });

  it('does not zoom for touch, and has no thumbnails for a single image', () => {
    screenWidth(true);
    render(<ProductGallery images={IMAGES.slice(0, 1)} name="The Harriet" shape="square" />);
    const frame = screen.getByTestId('product-gallery-zoom');
    fireEvent.pointerMove(frame, { pointerType: 'touch', clientX: 10, clientY: 10 });
    expect(frame.getAttribute('data-zoomed')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('ProductGallery on phones', () => {
  it('is a swipe carousel with a labelled dot per image', () => {
    screenWidth(false);
    render(<ProductGallery images={IMAGES} name="The Harriet" shape="portrait" />);
    expect(screen.queryByTestId('product-gallery-zoom')).toBeNull();
    const carousel = screen.getByTestId('product-gallery-carousel');
    expect(carousel.getAttribute('aria-roledescription')).toBe('carousel');
    expect(carousel.getAttribute('aria-label')).toBe('The Harriet images');
    const slides = screen.getAllByRole('img', { name: 'The Harriet' });
    expect(slides).toHaveLength(3);
    expect(slides.every((img) => img.getAttribute('width') === '586')).toBe(true);

    const track = screen.getByTestId('product-gallery-track');
    const scrollTo = vi.fn();
    track.scrollTo = scrollTo as unknown as typeof track.scrollTo;
    Object.defineProperty(track, 'clientWidth', { value: 320 });
    fireEvent.click(screen.getByRole('button', { name: 'Show image 2 of 3' }));
    expect(scrollTo).toHaveBeenCalledWith({ left: 320 });
    expect(screen.getByTestId('product-gallery-dot-1').getAttribute('aria-current')).toBe('true');

    track.scrollLeft = 640;
    fireEvent.scroll(track);
    expect(screen.getByTestId('product-gallery-dot-2').getAttribute('aria-current')).toBe('true');
    expect(screen.getByTestId('product-gallery-dot-0').getAttribute('aria-current')).toBeNull();
  });
});
