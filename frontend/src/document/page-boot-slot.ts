/**
 * What the browser's side of the page boot needs (PageBoot.tsx, use-replay-early-actions.ts),
 * kept apart from the script's text (page-boot.ts), which only the server renderer bundles.
 */
export const PAGE_BOOT_ID = 'page-boot';

/** Called once the page has hydrated: the held clicks and submits go to the live page. */
export const HYDRATED_CALLBACK = '__posyHydrated';

declare global {
  interface Window {
    /** Set by the page's boot script; `false` when the page's code could not be loaded. */
    [HYDRATED_CALLBACK]?: (hydrated?: boolean) => void;
  }
}

type PageBootWriter = (routeIds: readonly string[]) => string;

let writer: PageBootWriter | undefined;

/** The server renderer says how a page's boot script is written, once, at boot. */
export function setPageBootWriter(write: PageBootWriter): void {
  writer = write;
}

/** The boot script of a page of these routes ('' where no writer was set). */
export function writePageBoot(routeIds: readonly string[]): string {
  return writer?.(routeIds) ?? '';
}

/**
 * Runs `step` in a task of its own, after this one, through a message channel rather than a
 * timer: a page's own clock (or a test's) may hold timers still.
 */
export function inNextTask(step: () => void): void {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    step();
  };
  channel.port2.postMessage(null);
}
