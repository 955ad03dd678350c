import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PointsModule } from './PointsModule';
import { POINTS } from './modules.fixtures';
import { titleOf } from './modules.spec-helpers';

describe('PointsModule', () => {
  it('lists each point as a heading and its sentence', () => {
    render(<PointsModule module={POINTS} />);
    const section = screen.getByRole('region', { name: 'Why send with Posy' });
    expect(titleOf(section)?.tagName).toBe('H2');
    const points = within(section).getAllByRole('listitem');
    expect(
      points.map((point) => [
        within(point).getByRole('heading', { level: 3 }).textContent,
        point.querySelector('p')?.textContent,
      ]),
    ).toEqual([
      ['7-day freshness guarantee', 'Refund or resend if they fade early.'],
      ['Next-day delivery', 'When ordered by 5pm.'],
      ['Refer a friend', '£5 of points for each of you.'],
    ]);
  });
});
