import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Modal } from './Modal';

describe('Modal', () => {
  it('opens labelled by its title and closes on Escape and on the close button', () => {
    const onClose = vi.fn();
    const { rerender } = render(
      <Modal open onClose={onClose} title="Favourites" testId="m">
        <p>Inside</p>
      </Modal>,
    );
    const dialog = screen.getByTestId('m');
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(dialog.getAttribute('aria-labelledby')).toBe(screen.getByText('Favourites').id);
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Close', hidden: true }));
    expect(onClose).toHaveBeenCalledTimes(2);
    rerender(
      <Modal open={false} onClose={onClose} title="Favourites" testId="m">
        <p>Inside</p>
      </Modal>,
    );
    expect(dialog.hasAttribute('open')).toBe(false);
    expect(screen.queryByText('Inside')).toBeNull();
  });
});
