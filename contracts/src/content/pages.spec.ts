import { COMPANY_FOUNDED_ON, CONTENT_PAGE_SLUG, wholeYearsBetween } from './pages';

describe('content pages', () => {
  it('counts whole years from the founding date as a birthday does', () => {
    expect(COMPANY_FOUNDED_ON).toBe('1989-02-28');
    expect(wholeYearsBetween(COMPANY_FOUNDED_ON, '2026-02-27')).toBe(36);
    expect(wholeYearsBetween(COMPANY_FOUNDED_ON, '2026-02-28')).toBe(37);
    expect(wholeYearsBetween(COMPANY_FOUNDED_ON, '2026-06-04')).toBe(37);
    expect(wholeYearsBetween(COMPANY_FOUNDED_ON, '1989-02-28')).toBe(0);
  });

  it('takes page slugs of lower-case letters, digits and hyphens, up to 80', () => {
    expect(CONTENT_PAGE_SLUG.test('why-choose-flowers')).toBe(true);
    expect(CONTENT_PAGE_SLUG.test('a'.repeat(80))).toBe(true);
    for (const slug of ['', 'About', 'about_us', 'a'.repeat(81), 'about us']) {
      expect(CONTENT_PAGE_SLUG.test(slug)).toBe(false);
    }
  });
});
