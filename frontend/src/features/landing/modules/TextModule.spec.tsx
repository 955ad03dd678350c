import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TextModule } from './TextModule';
import { TEXT } from './modules.fixtures';
import { titleOf } from './modules.spec-helpers';

describe('TextModule', () => {
  it("shows the shop's copy under its title, with scripts removed", () => {
    render(<TextModule module={TEXT} />);
    const section = screen.getByRole('region', { name: 'About our florists' });
    expect(titleOf(section)?.tagName).toBe('H2');
    expect(section.querySelector('strong')?.textContent).toBe('our own studio');
    expect(section.querySelector('p')?.textContent).toBe('Hand-tied in our own studio.');
    expect(section.querySelector('script')).toBeNull();
  });
});
