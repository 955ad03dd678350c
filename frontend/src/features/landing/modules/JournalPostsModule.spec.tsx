import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { JournalPostsModule } from './JournalPostsModule';
import { JOURNAL } from './modules.fixtures';
import { expectSizedImages, linksIn, renderModule, titleOf } from './modules.spec-helpers';

describe('JournalPostsModule', () => {
  it('shows each post with its title linking to the post, its date, author and excerpt', async () => {
    const { section } = await renderModule(
      <JournalPostsModule module={JOURNAL} />,
      'From the journal',
    );
    expect(titleOf(section)?.tagName).toBe('H2');
    expect(linksIn(section)).toEqual([
      ['Making a winter wreath', '/journal/winter-wreaths'],
      ['How to keep tulips standing', '/journal/tulip-care'],
    ]);
    const [wreath, tulips] = within(section).getAllByRole('article');
    expect(within(wreath).getByRole('heading', { level: 3 }).textContent).toBe(
      'Making a winter wreath',
    );
    const date = wreath.querySelector('time');
    expect(date?.textContent).toBe('24th November 2026');
    expect(date?.getAttribute('dateTime')).toBe('2026-11-24');
    expect(tulips.querySelector('time')?.textContent).toBe('1st March 2026');
    expect(within(wreath).getByText(/by Ellie Marsh/)).toBeTruthy();
    expect(within(wreath).getByText('Spruce, eucalyptus and a few dried oranges.')).toBeTruthy();
  });

  it('reserves each picture and describes it', async () => {
    const { section } = await renderModule(
      <JournalPostsModule module={JOURNAL} />,
      'From the journal',
    );
    const images = expectSizedImages(section, 384, 256);
    expect(images.map((image) => image.getAttribute('alt'))).toEqual([
      'A wreath of spruce and berries',
      'Tulips in a jug',
    ]);
  });
});
