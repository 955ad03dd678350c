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

  it('writes a header and one CRLF line per event', () => {
    const event = {
      position: 7,
      version: 2,
      londonTime: '4 Jun 2026, 11:00:00',
      type: 'CustomerDetailsGiven',
      summary: 'Gave customer details: Grace Hopper, grace@example.com',
      actor: { kind: 'shopper', label: 'Shopper (session abcd1234)' },
      correlationId: 'req-1',
    } as SupportBasketEvent;
    expect(historyCsv([event])).toBe(
      'position,version,time (London),type,summary,actor,correlation id\r\n' +
        '7,2,"4 Jun 2026, 11:00:00",CustomerDetailsGiven,"Gave customer details: Grace Hopper, grace@example.com",Shopper (session abcd1234),req-1\r\n',
    );
  });
});
