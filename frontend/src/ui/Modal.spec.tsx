import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Modal, ModalDialog } from './Modal';

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

describe('ModalDialog', () => {
  function Harness({ open, mounted = true }: { open: boolean; mounted?: boolean }) {
    return (
      <>
        <button type="button">Opener</button>
        {mounted && (
          <ModalDialog open={open} onClose={() => undefined} data-testid="d">
            <button type="button">First</button>
            <button type="button">Last</button>
          </ModalDialog>
        )}
      </>
    );
  }

  it('hands focus back to its opener when it closes, and when it unmounts while open', () => {
    const { rerender } = render(<Harness open={false} />);
    const opener = screen.getByRole('button', { name: 'Opener' });
    opener.focus();
    rerender(<Harness open />);
    screen.getByRole('button', { name: 'First' }).focus();
    rerender(<Harness open={false} />);
    expect(document.activeElement).toBe(opener);

    rerender(<Harness open />);
    screen.getByRole('button', { name: 'Last' }).focus();
    rerender(<Harness open mounted={false} />);
    expect(document.activeElement).toBe(opener);
  });

  it('keeps Tab and Shift+Tab inside, and closes on Escape without telling an outer handler', () => {
    const onClose = vi.fn();
    const outer = vi.fn();
    render(
      <div onKeyDown={outer}>
        <ModalDialog open onClose={onClose} data-testid="d">
          <button type="button">First</button>
          <button type="button">Last</button>
        </ModalDialog>
      </div>,
    );
    const first = screen.getByRole('button', { name: 'First' });
    const last = screen.getByRole('button', { name: 'Last' });
    last.focus();
    fireEvent.keyDown(last, { key: 'Tab' });
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(first, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
    fireEvent.keyDown(last, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(outer).not.toHaveBeenCalled();
  });
});
