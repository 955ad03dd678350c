/** A journal post's page (the journal's pages and the landing pages' journal module). */
export function journalPostPath(slug: string): string {
  return `/journal/${encodeURIComponent(slug)}`;
}

/** Journal pictures in lists are drawn 3:2, at most 384 px wide. */
export const JOURNAL_CARD_IMAGE = { width: 384, height: 256 } as const;

/** A post's own picture: the catalogue's square pictures, drawn 3:2 across the reading column. */
export const JOURNAL_POST_IMAGE = { width: 586, height: 586 } as const;
