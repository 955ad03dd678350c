import { asOneLine, isMultiLineText, isSingleLine, normaliseLineBreaks } from './plain-text';

describe('plain text', () => {
  it('takes one line of any language, accents, emoji and punctuation', () => {
    for (const text of ["Zoë O'Brien-Łukasz", '07700 900123', '李小龍 🌷', '1 High St., Flat #2']) {
      expect(isSingleLine(text)).toBe(true);
    }
  });

  it('finds every control character, and the Unicode line and paragraph separators', () => {
    for (const text of [
      'a\nb',
      'a\rb',
      'a\tb',
      'a\u0000',
      '\u001b[31m',
      'a\u007f',
      'a\u0085b',
      'a\u2028b',
      'a\u2029b',
    ]) {
      expect({ text, single: isSingleLine(text) }).toEqual({ text, single: false });
    }
  });

  it('lets a message have line feeds, and nothing else of the kind', () => {
    expect(isMultiLineText('Happy birthday\nLove, Ada')).toBe(true);
    for (const text of ['a\rb', 'a\tb', 'a\u0007', 'a\u2028b']) {
      expect(isMultiLineText(text)).toBe(false);
    }
    expect(normaliseLineBreaks('a\r\nb\rc\nd')).toBe('a\nb\nc\nd');
  });

  it('puts a header on one line: each run of control characters becomes one space', () => {
    expect(asOneLine('Grace\r\nBcc: x@example.com')).toBe('Grace Bcc: x@example.com');
    expect(asOneLine('\tA\u0000\u0001B 🌷')).toBe(' A B 🌷');
    expect(asOneLine('Plain subject')).toBe('Plain subject');
  });
});
