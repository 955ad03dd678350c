import { toLazyRecordedEvent, toRecordedEvent, type EventRow } from './event-rows';

const row: EventRow = {
  position: '7',
  stream_id: 'basket-1',
  stream_version: 2,
  type: 'MessageSet',
  data: '{"orderId":"o1","message":"hi"}',
  metadata: '{"eventId":"e1","correlationId":"c1"}',
};

describe('toLazyRecordedEvent', () => {
  it('gives the same event as toRecordedEvent, metadata parsed when read', () => {
    const lazy = toLazyRecordedEvent(row);
    expect(lazy).toEqual(toRecordedEvent(row));
    expect({ ...lazy }).toEqual(toRecordedEvent(row));
    expect(JSON.parse(JSON.stringify(lazy))).toEqual(toRecordedEvent(row));
    expect(lazy.metadata).toBe(lazy.metadata);
  });

  it('throws when a row read without metadata has its metadata read', () => {
    const { metadata: _unread, ...withoutMetadata } = row;
    const event = toLazyRecordedEvent(withoutMetadata as EventRow);
    expect(event.data).toEqual({ orderId: 'o1', message: 'hi' });
    expect(event.position).toBe(7);
    expect(() => event.metadata).toThrow(/readsMetadata: false/);
  });
});
