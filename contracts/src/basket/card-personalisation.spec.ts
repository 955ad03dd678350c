import {
  isAreaFilled,
  isCardImageType,
  personalisationAreas,
  withPersonalisationAreas,
} from './card-personalisation';

describe('card personalisation', () => {
  const config = JSON.stringify({
    template: 'confetti',
    areas: [
      { type: 'image', value: '', placeholder: 'Add your photo' },
      { type: 'text', value: 'Sam', placeholder: 'Add your words' },
      { type: 'video', value: 'x', placeholder: '' },
      { type: 'text' },
    ],
  });

  it('reads the image and text areas, missing strings as empty', () => {
    expect(personalisationAreas(config)).toEqual([
      { type: 'image', value: '', placeholder: 'Add your photo' },
      { type: 'text', value: 'Sam', placeholder: 'Add your words' },
      { type: 'text', value: '', placeholder: '' },
    ]);
  });

  it('has no areas for a missing or unreadable configuration', () => {
    for (const bad of [null, '', '{', '[]', '"areas"', '{"areas":3}', 'null']) {
      expect(personalisationAreas(bad)).toEqual([]);
    }
  });

  it('replaces the areas and keeps everything else the configuration carries', () => {
    const areas = [{ type: 'text' as const, value: 'Happy 30th', placeholder: 'Your words' }];
    expect(JSON.parse(withPersonalisationAreas(config, areas))).toEqual({
      template: 'confetti',
      areas,
    });
    expect(JSON.parse(withPersonalisationAreas(null, areas))).toEqual({ areas });
  });

  it('counts an area filled when it is neither empty nor its placeholder', () => {
    const area = (value: string) => ({ type: 'text' as const, value, placeholder: 'Your name' });
    expect(isAreaFilled(area('Sam'))).toBe(true);
    expect(isAreaFilled(area('  '))).toBe(false);
    expect(isAreaFilled(area(' Your name '))).toBe(false);
  });

  it('accepts JPEG, PNG and WebP types only', () => {
    expect(['image/jpeg', 'image/png', 'image/webp'].every(isCardImageType)).toBe(true);
    expect(['image/gif', 'image/svg+xml', 'text/plain', ''].some(isCardImageType)).toBe(false);
  });
});
