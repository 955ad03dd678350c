import {
  useEffect,
  useId,
  useRef,
  type DialogHTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import './modal.css';

export interface ModalDialogProps extends Omit<
  DialogHTMLAttributes<HTMLDialogElement>,
  'open' | 'onClose' | 'onCancel'
> {
  open: boolean;
  /** Escape, a click on the backdrop, or whatever close control the contents offer. */
  onClose: () => void;
  /**
   * Where focus goes when the dialog closes with focus inside it. By default the element that
   * had focus when it opened (its opener).
   */
  returnFocus?: () => HTMLElement | null;
  /** Focus the dialog itself on open (it reads from the top), rather than its first control. */
  focusSelf?: boolean;
  children: ReactNode;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The one modal primitive, on the native `<dialog>`: `showModal()` makes the page behind inert,
 * Tab and Shift+Tab wrap inside, Escape and a backdrop click close it, and focus returns to the
 * opener when it closes or unmounts. A dialog inside another keeps its keys to itself.
 */
export function ModalDialog({
  open,
  onClose,
  returnFocus,
  focusSelf = false,
  children,
  onKeyDown,
  onClick,
  ...rest
}: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const returnFocusRef = useRef(returnFocus);
  useEffect(() => {
    returnFocusRef.current = returnFocus;
  });

  // Closing hands focus back when the dialog closes and when it unmounts while open. A passive
  // effect, so React has finished its commit (which may put focus back where it was) first.
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    if (!dialog.open) {
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
      dialog.showModal();
      if (focusSelf) dialog.focus();
    }
    return () => {
      const active = document.activeElement;
      const hadFocus = !active || active === document.body || dialog.contains(active);
      if (dialog.open) dialog.close();
      const target = returnFocusRef.current ? returnFocusRef.current() : opener.current;
      opener.current = null;
      if (hadFocus && target?.isConnected) target.focus();
    };
  }, [open, focusSelf]);

  const handleKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented) return;
    if (event.key === 'Escape') {
      // The browser would also send `cancel`; one close is enough, and an outer dialog keeps open.
      event.preventDefault();
      event.stopPropagation();
      onClose();
    } else if (event.key === 'Tab') {
      event.stopPropagation();
      keepFocusInside(event, ref.current);
    }
  };

  return (
    <dialog
      ref={ref}
      {...rest}
      onKeyDown={handleKeyDown}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        onClick?.(event);
        // A click on the backdrop lands on the dialog element itself.
        if (event.target === ref.current) onClose();
      }}
    >
      {children}
    </dialog>
  );
}

/** Tab past the last control goes to the first, Shift+Tab before the first to the last. */
function keepFocusInside(event: KeyboardEvent, container: HTMLElement | null) {
  if (!container) return;
  const focusable = [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => !element.closest('[hidden]') && element.closest('dialog') === container,
  );
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === container)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  testId?: string;
  /** `sheet` fills the screen on phones (filter overlays); `dialog` is a centred box. */
  variant?: 'dialog' | 'sheet';
  /** See {@link ModalDialogProps.returnFocus}: for an opener that a click may not focus. */
  returnFocus?: () => HTMLElement | null;
}

/** A titled modal with a close button: the shop's standard box on {@link ModalDialog}. */
export function Modal({
  open,
  onClose,
  title,
  children,
  testId,
  variant = 'dialog',
  returnFocus,
}: ModalProps) {
  const titleId = useId();
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      returnFocus={returnFocus}
      className={`modal modal--${variant}`}
      aria-labelledby={titleId}
      data-testid={testId}
    >
      <div className="modal__panel">
        <div className="modal__header">
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
          <button type="button" className="modal__close" onClick={onClose} aria-label="Close">
            <span aria-hidden="true">×</span>
          </button>
        </div>
        {open && <div className="modal__body">{children}</div>}
      </div>
    </ModalDialog>
  );
}
