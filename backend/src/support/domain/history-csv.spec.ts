import type { SupportBasketEvent } from '@shop/contracts';
import { csvCell, historyCsv } from './history-csv';

describe('history CSV', () => {
  it('quotes cells with commas, quotes and line breaks, and defuses formulas', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell(12)).toBe('12');
    expect(csvCell('Grace Hopper, grace@example.com')).toBe('"Grace Hopper, grace@example.com"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('-1')).toBe("'-1");
  });

  it('writes a header and one CRLF line per entry, each naming its stream', () => {
    const event = {
      position: 7,
      version: 2,
      streamId: 'basket-abcd1234',
      streamVersion: 2,
      londonTime: '4 Jun 2026, 11:00:00',
      type: 'CustomerDetailsGiven',
      summary: 'Gave customer details: Grace Hopper, grace@example.com',
      actor: { kind: 'shopper', label: 'Shopper (session abcd1234)' },
      correlationId: 'req-1',
    } as SupportBasketEvent;
    const placed = {
      position: 9,
      version: 3,
      streamId: 'order-P1234567',
      streamVersion: 1,
      londonTime: '4 Jun 2026, 11:05:00',
      type: 'OrderPlaced',
      summary:
        'Order P1234567: placed — The Harriet to Ada Lovelace, SW1A 1AA, Fri 5th June (£35.00)',
      actor: { kind: 'shopper', label: 'Shopper (session abcd1234)' },
      correlationId: 'purchase-1',
    } as SupportBasketEvent;
    expect(historyCsv([event, placed])).toBe(
      'position,version,time (London),type,summary,actor,correlation id,stream,stream version\r\n' +
        '7,2,"4 Jun 2026, 11:00:00",CustomerDetailsGiven,"Gave customer details: Grace Hopper, grace@example.com",Shopper (session abcd1234),req-1,basket-abcd1234,2\r\n' +
        '9,3,"4 Jun 2026, 11:05:00",OrderPlaced,"Order P1234567: placed — The Harriet to Ada Lovelace, SW1A 1AA, Fri 5th June (£35.00)",Shopper (session abcd1234),purchase-1,order-P1234567,1\r\n',
    );
  });
});
