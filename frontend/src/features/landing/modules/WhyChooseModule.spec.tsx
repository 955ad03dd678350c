import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../../test/render-app';
import { REDUCED_MOTION_QUERY, SLIDE_INTERVAL_MS, WhyChooseModule } from './WhyChooseModule';
import { WHY_CHOOSE } from './modules.fixtures';
import { titleOf } from './modules.spec-helpers';

function motionPreference(reduced: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === REDUCED_MOTION_QUERY ? reduced : false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

/** Moves the fake clock on and lets React draw what the timers released. */
async function wait(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

async function setup(module = WHY_CHOOSE) {
  renderWithRouter(() => <WhyChooseModule module={module} />);
  for (let turn = 0; turn < 5 && !screen.queryByTestId('why-choose-carousel'); turn += 1) {
    await wait(0);
  }
  return screen.getByTestId('why-choose-carousel');
}

/** The one slide a sighted shopper and a screen reader can see, by its title. */
function shownSlide() {
  const visible = screen
    .getAllByRole('tabpanel', { hidden: true })
    .filter((slide) => !slide.hidden);
  expect(visible).toHaveLength(1);
  return within(visible[0]).getByRole('heading', { level: 3 }).textContent;
}

const selectedTabs = () =>
  screen.getAllByRole('tab').map((tab) => tab.getAttribute('aria-selected'));

const liveText = (carousel: HTMLElement) =>
  carousel.querySelector('[aria-live="polite"]')?.textContent;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  motionPreference(false);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('WhyChooseModule', () => {
  it('is a section named by its title, showing the first slide with the others hidden', async () => {
    const carousel = await setup();
    const section = screen.getByRole('region', { name: 'Why choose Posy flowers' });
    expect(titleOf(section)?.tagName).toBe('H2');
    expect(carousel.getAttribute('aria-roledescription')).toBe('carousel');
    expect(screen.getByRole('group', { name: 'Why choose Posy flowers' })).toBe(carousel);
    expect(shownSlide()).toBe('Hand-tied by florists');
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
    expect(screen.getByText('Every bouquet is made the morning it leaves us.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Why choose our flowers' }).getAttribute('href')).toBe(
      '/why-choose-flowers',
    );
  });

  it('moves on to the next slide every 5000 ms, back to the first after the last', async () => {
    await setup();
    await wait(SLIDE_INTERVAL_MS - 1);
    expect(shownSlide()).toBe('Hand-tied by florists');
    await wait(1);
    expect(shownSlide()).toBe('7-day freshness');
    expect(selectedTabs()).toEqual(['false', 'true', 'false']);
    await wait(SLIDE_INTERVAL_MS);
    expect(shownSlide()).toBe('Plastic-free');
    await wait(SLIDE_INTERVAL_MS);
    expect(shownSlide()).toBe('Hand-tied by florists');
  });

  it('does not announce a slide that changes by itself', async () => {
    const carousel = await setup();
    await wait(SLIDE_INTERVAL_MS);
    expect(shownSlide()).toBe('7-day freshness');
    expect(liveText(carousel)).toBe('');
  });

  it('holds still while the pointer is over it, and carries on when it leaves', async () => {
    const carousel = await setup();
    fireEvent.mouseEnter(carousel);
    await wait(SLIDE_INTERVAL_MS * 3);
    expect(shownSlide()).toBe('Hand-tied by florists');
    fireEvent.mouseLeave(carousel);
    await wait(SLIDE_INTERVAL_MS);
    expect(shownSlide()).toBe('7-day freshness');
  });

  it('holds still while focus is inside it, and carries on when focus leaves', async () => {
    await setup();
    const next = screen.getByRole('button', { name: 'Next slide' });
    act(() => next.focus());
    await wait(SLIDE_INTERVAL_MS * 3);
    expect(shownSlide()).toBe('Hand-tied by florists');
    // Moving between its own controls keeps it still.
    act(() => screen.getByRole('button', { name: 'Previous slide' }).focus());
    await wait(SLIDE_INTERVAL_MS);
    expect(shownSlide()).toBe('Hand-tied by florists');
    act(() => screen.getByRole('link', { name: 'Why choose our flowers' }).focus());
    await wait(SLIDE_INTERVAL_MS);
    expect(shownSlide()).toBe('7-day freshness');
  });

  it('never moves by itself for a shopper who prefers reduced motion', async () => {
    motionPreference(true);
    await setup();
    await wait(SLIDE_INTERVAL_MS * 4);
    expect(shownSlide()).toBe('Hand-tied by florists');
    // The buttons still work.
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(shownSlide()).toBe('7-day freshness');
  });

  it('stops when the shopper pauses it and starts again when they play it', async () => {
    await setup();
    fireEvent.click(screen.getByRole('button', { name: 'Pause slides' }));
    act(() => (document.activeElement as HTMLElement).blur());
    await wait(SLIDE_INTERVAL_MS * 2);
    expect(shownSlide()).toBe('Hand-tied by florists');
    fireEvent.click(screen.getByRole('button', { name: 'Play slides' }));
    act(() => (document.activeElement as HTMLElement).blur());
    await wait(SLIDE_INTERVAL_MS);
    expect(shownSlide()).toBe('7-day freshness');
  });

  it('steps with previous and next, wrapping round, and announces each step', async () => {
    const carousel = await setup();
    const previous = screen.getByRole('button', { name: 'Previous slide' });
    const next = screen.getByRole('button', { name: 'Next slide' });

    fireEvent.click(previous);
    expect(shownSlide()).toBe('Plastic-free');
    expect(selectedTabs()).toEqual(['false', 'false', 'true']);
    expect(liveText(carousel)).toBe('Slide 3 of 3: Plastic-free');

    fireEvent.click(next);
    expect(shownSlide()).toBe('Hand-tied by florists');
    fireEvent.click(next);
    expect(shownSlide()).toBe('7-day freshness');
    expect(selectedTabs()).toEqual(['false', 'true', 'false']);
    expect(liveText(carousel)).toBe('Slide 2 of 3: 7-day freshness');
  });

  it('has one dot tab per slide, the shown one selected and the only one in the tab order', async () => {
    await setup();
    const tablist = screen.getByRole('tablist', { name: 'Choose a slide' });
    const tabs = within(tablist).getAllByRole('tab');
    expect(tabs.map((tab) => tab.getAttribute('aria-label'))).toEqual([
      'Slide 1: Hand-tied by florists',
      'Slide 2: 7-day freshness',
      'Slide 3: Plastic-free',
    ]);
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
    expect(tabs[0].getAttribute('aria-controls')).toBe(
      screen.getByRole('tabpanel').getAttribute('id'),
    );

    fireEvent.click(tabs[2]);
    expect(shownSlide()).toBe('Plastic-free');
    expect(selectedTabs()).toEqual(['false', 'false', 'true']);
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([-1, -1, 0]);
  });

  it('moves between the dot tabs with the arrow keys, Home and End', async () => {
    await setup();
    const tabs = screen.getAllByRole('tab');
    act(() => tabs[0].focus());

    fireEvent.keyDown(tabs[0], { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tabs[1]);
    expect(selectedTabs()).toEqual(['false', 'true', 'false']);
    expect(shownSlide()).toBe('7-day freshness');

    fireEvent.keyDown(tabs[1], { key: 'ArrowRight' });
    fireEvent.keyDown(tabs[2], { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tabs[0]);
    expect(selectedTabs()).toEqual(['true', 'false', 'false']);

    fireEvent.keyDown(tabs[0], { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(tabs[2]);
    expect(shownSlide()).toBe('Plastic-free');

    fireEvent.keyDown(tabs[2], { key: 'Home' });
    expect(document.activeElement).toBe(tabs[0]);
    fireEvent.keyDown(tabs[0], { key: 'End' });
    expect(document.activeElement).toBe(tabs[2]);
    expect(selectedTabs()).toEqual(['false', 'false', 'true']);
  });

  it('shows a single slide without controls and never moves it', async () => {
    await setup({ ...WHY_CHOOSE, slides: [WHY_CHOOSE.slides[0]] });
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Next slide' })).toBeNull();
    await wait(SLIDE_INTERVAL_MS * 2);
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('Hand-tied by florists');
  });
});
