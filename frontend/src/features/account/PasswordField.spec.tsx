import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PasswordField } from './PasswordField';

function Field(props: Partial<Parameters<typeof PasswordField>[0]>) {
  const [value, setValue] = useState('');
  return (
    <PasswordField
      label="New password"
      name="password"
      autoComplete="new-password"
      value={value}
      onChange={setValue}
      testId="pw"
      {...props}
    />
  );
}

/**
 * The toggle by its accessible name. jsdom has no CSS, and its name computation drops the space
 * before the visually hidden word ('Showpassword'); a browser reads 'Show password' (the
 * Playwright suite finds it so), which is the button's text.
 */
function toggleNamed(name: string) {
  const squeezed = (text: string) => text.replace(/\s/g, '');
  const toggle = screen.getByRole('button', {
    name: (accessibleName) => squeezed(accessibleName) === squeezed(name),
  });
  expect(toggle.textContent).toBe(name);
  return toggle;
}

const input = () => screen.getByLabelText('New password') as HTMLInputElement;

describe('PasswordField (spec 001 §5)', () => {
  it('is required and at least 10 characters long by default', () => {
    render(<Field />);
    expect(input().required).toBe(true);
    expect(input().minLength).toBe(10);
    expect(input().type).toBe('password');
    expect(input().name).toBe('password');
    expect(input().autocomplete).toBe('new-password');
  });

  it('takes another minimum length, or none required', () => {
    render(<Field minLength={1} required={false} />);
    expect(input().minLength).toBe(1);
    expect(input().required).toBe(false);
  });

  it('shows and hides the password with a toggle button', () => {
    render(<Field />);
    fireEvent.change(input(), { target: { value: 'tulips-in-spring' } });

    const toggle = toggleNamed('Show password');
    expect(toggle.getAttribute('type')).toBe('button');
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(toggle.getAttribute('aria-controls')).toBe(input().id);

    fireEvent.click(toggle);
    expect(input().type).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(toggleNamed('Hide password')).toBe(toggle);
    expect(input().value).toBe('tulips-in-spring');

    fireEvent.click(toggle);
    expect(input().type).toBe('password');
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(toggleNamed('Show password')).toBe(toggle);
  });

  it('hands each change to the form', () => {
    const onChange = vi.fn();
    render(<Field value="" onChange={onChange} />);
    fireEvent.change(input(), { target: { value: 'secret' } });
    expect(onChange).toHaveBeenCalledWith('secret');
  });

  it('describes the field with its hint', () => {
    render(<Field hint="At least 10 characters." />);
    const hint = screen.getByText('At least 10 characters.');
    expect(input().getAttribute('aria-describedby')).toBe(hint.id);
  });
});
