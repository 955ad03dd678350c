import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CustomerStoriesModule } from './CustomerStoriesModule';
import { STORIES } from './modules.fixtures';
import { expectSizedImages, titleOf } from './modules.spec-helpers';

describe('CustomerStoriesModule', () => {
  it("quotes each story with the customer's picture, name and town", () => {
    render(<CustomerStoriesModule module={STORIES} />);
    const section = screen.getByRole('region', { name: 'Customer stories' });
    expect(titleOf(section)?.tagName).toBe('H2');
    const [story] = within(section).getAllByRole('listitem');
    expect(story.querySelector('blockquote')?.textContent).toBe(
      'The roses arrived for our anniversary and lasted two weeks.',
    );
    expect(story.querySelector('figcaption')?.textContent).toBe('Priya, Manchester');
    const [image] = expectSizedImages(section, 96, 96);
    expect(image.getAttribute('alt')).toBe('Priya with her roses');
  });
});
