import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Waits on a state (findBy…, waitFor) give up after 5 s rather than Testing Library's 1 s: the
// first render of a page loads its lazily loaded code, which takes a while while the rest of the
// suite loads the machine. Set here for every file, so no spec's limit depends on which ran before.
configure({ asyncUtilTimeout: 5_000 });

// jsdom has no layout, so the router's scroll restoration would only log a warning.
window.scrollTo = () => undefined;

// Vitest globals are off, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  // A test that failed while its timeouts were on a fake clock leaves the next one real timers.
  vi.useRealTimers();
  window.sessionStorage.clear();
});

// jsdom has no <dialog> behaviour; give Modal what the browser gives it.
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}
