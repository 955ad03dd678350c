import { listedInWords } from './words';

describe('listedInWords', () => {
  it('says a list as a sentence does', () => {
    expect(listedInWords([])).toBe('');
    expect(listedInWords(['P1'])).toBe('P1');
    expect(listedInWords(['P1', 'P2'])).toBe('P1 and P2');
    expect(listedInWords(['P1', 'P2', 'P3'])).toBe('P1, P2 and P3');
  });
});
