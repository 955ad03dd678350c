import type { CustomerStory, ModuleImage } from '@shop/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app';
import { contentPage, serveContent } from './content.fixtures';
import { CODE_COPIED, CODE_NOT_COPIED } from './GiftBoxOfferPanel';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const picture = (id: number, alt: string): ModuleImage => ({
  src: `/images/products/${id}-586.svg`,
  alt,
});

describe('/freshness-guarantee', () => {
  const page = contentPage({
    slug: 'freshness-guarantee',
    heading: 'Our 7-day freshness guarantee',
    freshnessCards: [
      {
        flower: 'Carnations',
        days: 14,
        description: 'Carnations are the longest-lasting flower we send.',
        image: picture(105, 'Country Garden'),
      },
      {
        flower: 'Tulips',
        days: 7,
        description: 'Tulips keep growing in the vase.',
        image: picture(112, 'Spring Tulip Bunch'),
      },
    ],
  });

  it('shows a card per flower with its days, the description behind a disclosure', async () => {
    serveContent([page]);
    renderApp('/freshness-guarantee');
    const toggle = await screen.findByRole('button', { name: /Carnations/ });
    expect(toggle.textContent).toContain('14 days');
    expect(screen.getByRole('button', { name: /Tulips/ }).textContent).toContain('7 days');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    const description = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(description?.textContent).toBe('Carnations are the longest-lasting flower we send.');
    expect(description?.hidden).toBe(true);

    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(description?.hidden).toBe(false);
    // The other card stays as it was.
    expect(screen.getByRole('button', { name: /Tulips/ }).getAttribute('aria-expanded')).toBe(
      'false',
    );

    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(description?.hidden).toBe(true);
  });
});

describe('/why-choose-{product}', () => {
  const page = contentPage({
    slug: 'why-choose-flowers',
    heading: 'Why choose Posy flowers?',
    foundedOn: '1989-06-15',
    figures: [{ figure: '4.7', label: 'out of 5 from our customers' }],
  });

  it.each([
    // 23:30 UTC on the 14th is already the 15th in London (BST): the birthday has come.
    ['2026-06-14T23:30:00Z', 37],
    ['2026-06-14T22:30:00Z', 36],
    ['2027-01-01T12:00:00Z', 37],
  ])('at %s says the shop has traded for over %i years', async (now, years) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(now));
    serveContent([page]);
    renderApp('/why-choose-flowers');
    const age = await screen.findByTestId('company-age');
    expect(age.textContent).toBe(`Trading for over ${years} years, since 1989.`);
    expect(screen.getByText('4.7').closest('li')?.textContent).toBe(
      '4.7 out of 5 from our customers',
    );
  });

  it('says nothing about age on a page without a founding date', async () => {
    serveContent([contentPage({ slug: 'delivery', heading: 'Delivery information' })]);
    renderApp('/delivery');
    await screen.findByRole('heading', { level: 1, name: 'Delivery information' });
    expect(screen.queryByTestId('company-age')).toBeNull();
  });
});

describe('/box', () => {
  const page = contentPage({
    slug: 'box',
    heading: 'Someone has sent you something lovely',
    offer: {
      code: 'NEWBOX15',
      percentOff: 15,
      shopUrl: '/?aff=newbox15',
      text: 'Copy your code for 15% off your next order.',
    },
  });

  function stubClipboard(writeText: (text: string) => Promise<void>) {
    const copied = vi.fn(writeText);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText: copied } });
    return copied;
  }

  it('copies the code and says so politely', async () => {
    const copied = stubClipboard(() => Promise.resolve());
    serveContent([page]);
    renderApp('/box');
    expect((await screen.findByTestId('box-offer-code')).textContent).toBe('NEWBOX15');
    expect(screen.getByRole('heading', { level: 2, name: '15% off your next order' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Copy code' }));
    const status = screen.getByTestId('box-offer-status');
    await waitFor(() => expect(status.textContent).toBe(CODE_COPIED));
    expect(status.getAttribute('role')).toBe('status');
    expect(copied).toHaveBeenCalledWith('NEWBOX15');
  });

  it('selects the code and says how to copy it when the clipboard is refused', async () => {
    stubClipboard(() => Promise.reject(new DOMException('Denied', 'NotAllowedError')));
    serveContent([page]);
    renderApp('/box');
    fireEvent.click(await screen.findByRole('button', { name: 'Copy code' }));
    await waitFor(() =>
      expect(screen.getByTestId('box-offer-status').textContent).toBe(CODE_NOT_COPIED),
    );
    expect(window.getSelection()?.toString()).toBe('NEWBOX15');
  });

  it('offers Shop now, which applies the code', async () => {
    serveContent([page]);
    renderApp('/box');
    const shop = await screen.findByRole('link', { name: 'Shop now' });
    expect(shop.getAttribute('href')).toBe('/?aff=newbox15');
  });
});

describe('/making-a-difference', () => {
  const story = (name: string): CustomerStory => ({
    name,
    place: 'Norwich',
    story: `${name} loved the flowers.`,
    image: picture(101, `${name} with a bouquet`),
  });
  const page = contentPage({
    slug: 'making-a-difference',
    heading: 'Making a difference with every order',
    figures: [
      { figure: '£1.5m', label: 'donated to charity' },
      { figure: '594', label: 'loans to start or grow a business' },
    ],
    carousel: {
      stories: ['Ann', 'Bea', 'Cal', 'Dee', 'Eve'].map(story),
      images: [1, 2, 3, 4].map((n) => picture(110 + n, `Farm picture ${n}`)),
    },
  });

  /** The slide on show: the only one not hidden. */
  const shownSlides = () =>
    [...document.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]')].filter(
      (slide) => !slide.hidden,
    );

  it('shows the figures and the first of nine slides', async () => {
    serveContent([page]);
    renderApp('/making-a-difference');
    await screen.findByTestId('story-carousel');
    expect(screen.getByTestId('content-figures').textContent).toContain('£1.5m donated to charity');
    expect(document.querySelectorAll('[aria-roledescription="slide"]')).toHaveLength(9);
    expect(shownSlides()).toHaveLength(1);
    expect(shownSlides()[0].textContent).toContain('Ann loved the flowers.');
    const tabs = within(screen.getByRole('tablist')).getAllByRole('tab');
    expect(tabs).toHaveLength(9);
    expect(tabs.map((tab) => tab.getAttribute('aria-selected'))).toEqual([
      'true',
      ...Array<string>(8).fill('false'),
    ]);
  });

  it('moves with previous and next, round from the first to the last picture', async () => {
    serveContent([page]);
    renderApp('/making-a-difference');
    fireEvent.click(await screen.findByRole('button', { name: 'Next slide' }));
    expect(shownSlides()[0].textContent).toContain('Bea loved the flowers.');
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    const last = shownSlides()[0];
    expect(within(last).getByRole('img').getAttribute('alt')).toBe('Farm picture 4');
    expect(
      within(screen.getByRole('tablist')).getAllByRole('tab')[8].getAttribute('aria-selected'),
    ).toBe('true');
  });

  it('picks a slide with its dot tab and moves along the tabs with the arrow keys', async () => {
    serveContent([page]);
    renderApp('/making-a-difference');
    await screen.findByRole('tablist');
    const tabs = within(screen.getByRole('tablist')).getAllByRole('tab');
    fireEvent.click(tabs[5]);
    expect(within(shownSlides()[0]).getByRole('img').getAttribute('alt')).toBe('Farm picture 1');
    expect(tabs[5].getAttribute('aria-selected')).toBe('true');
    expect(tabs[5].tabIndex).toBe(0);
    expect(tabs[0].tabIndex).toBe(-1);

    fireEvent.keyDown(tabs[5], { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(tabs[4]);
    expect(shownSlides()[0].textContent).toContain('Eve loved the flowers.');
    fireEvent.keyDown(tabs[4], { key: 'End' });
    expect(document.activeElement).toBe(tabs[8]);
    fireEvent.keyDown(tabs[8], { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tabs[0]);
    expect(shownSlides()[0].textContent).toContain('Ann loved the flowers.');
  });

  it('names each tab by its slide and hides the slides not shown from assistive technology', async () => {
    serveContent([page]);
    renderApp('/making-a-difference');
    const tabs = await screen.findAllByRole('tab');
    expect(tabs[0].getAttribute('aria-label')).toBe('Slide 1: Ann, Norwich');
    expect(tabs[8].getAttribute('aria-label')).toBe('Slide 9: Farm picture 4');
    // Only the slide on show is in the accessibility tree.
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
    expect(screen.queryByText('Bea loved the flowers.')).not.toBeNull();
    expect(screen.queryByRole('img', { name: 'Farm picture 4' })).toBeNull();
  });
});
