/**
 * Where the page's boot script comes from: its text (page-boot.ts) is written only by the server
 * renderer, which says how once, at boot; PageBoot.tsx asks for it while rendering a page.
 */
export const PAGE_BOOT_ID = 'page-boot';

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
