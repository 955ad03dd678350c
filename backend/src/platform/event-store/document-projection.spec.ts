import type { RecordedEvent } from '@shop/contracts';
import { documentsToLoad, evolveDocuments, type DocumentProjection } from './document-projection';

const recorded = (position: number, owner: string | null): RecordedEvent =>
  ({
    type: 'Owned',
    data: { owner },
    position,
    streamId: `thing-${position}`,
    streamVersion: 1,
    metadata: {} as RecordedEvent['metadata'],
  }) as RecordedEvent;

/** An index by owner: an event without one changes no document. */
const byOwner: DocumentProjection<{ things: number[] }> = {
  name: 'by-owner',
  table: 'by_owner',
  handles: ['Owned'],
  documentId: (event) => (event.data as { owner: string | null }).owner,
  evolve: (doc, event) => ({ things: [...(doc?.things ?? []), event.position] }),
};

describe('document projections whose documentId may be null', () => {
  const events = [recorded(1, 'ann'), recorded(2, null), recorded(3, 'ann'), recorded(4, 'bob')];

  it('loads only the documents with an id', () => {
    expect(documentsToLoad([byOwner], events)).toEqual(
      new Map([['by_owner', new Set(['ann', 'bob'])]]),
    );
  });

  it('writes nothing for an event without an id', () => {
    expect(evolveDocuments([byOwner], events, new Map())).toEqual([
      { table: 'by_owner', id: 'ann', document: { things: [1, 3] }, position: 3 },
      { table: 'by_owner', id: 'bob', document: { things: [4] }, position: 4 },
    ]);
    expect(evolveDocuments([byOwner], [recorded(5, null)], new Map())).toEqual([]);
  });
});
