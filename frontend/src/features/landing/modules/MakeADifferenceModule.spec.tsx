import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MakeADifferenceModule } from './MakeADifferenceModule';
import { MAKE_A_DIFFERENCE } from './modules.fixtures';
import { linksIn, renderModule, titleOf } from './modules.spec-helpers';

describe('MakeADifferenceModule', () => {
  it('shows its words, each figure with its label, and the link to read more', async () => {
    const { section } = await renderModule(
      <MakeADifferenceModule module={MAKE_A_DIFFERENCE} />,
      'Making a difference',
    );
    expect(titleOf(section)?.tagName).toBe('H2');
    expect(
      within(section).getByText('At least 10% of our profits go to charity every year.'),
    ).toBeTruthy();
    expect(
      within(section)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['£1.5m donated', '13m gifts delivered']);
    expect(linksIn(section)).toEqual([['See what we support', '/making-a-difference']]);
  });
});
