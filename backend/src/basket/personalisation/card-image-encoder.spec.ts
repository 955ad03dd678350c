import sharp from 'sharp';
import { loadConfig } from '../../platform/config/app-config';
import { CardImageEncoder } from './card-image-encoder';

describe('CardImageEncoder', () => {
  // sharp's settings are process-wide: put back what the other suites of this worker expect.
  afterAll(() => {
    new CardImageEncoder(loadConfig({}));
  });

  it('sets libvips off caching and to one thread per photo by default, once it is made', () => {
    sharp.cache({ memory: 50, files: 20, items: 100 });
    sharp.concurrency(4);
    expect(loadConfig({}).cardPhotos).toMatchObject({ sharpCacheMb: 0, sharpConcurrency: 1 });

    new CardImageEncoder(loadConfig({}));

    expect(sharp.cache()).toMatchObject({
      memory: { max: 0 },
      files: { max: 0 },
      items: { max: 0 },
    });
    expect(sharp.concurrency()).toBe(1);
  });

  it('takes its libvips cache and threads from SHARP_CACHE_MB and SHARP_CONCURRENCY', () => {
    new CardImageEncoder(loadConfig({ SHARP_CACHE_MB: '16', SHARP_CONCURRENCY: '2' }));

    expect(sharp.cache()).toMatchObject({ memory: { max: 16 }, files: { max: 0 } });
    expect(sharp.concurrency()).toBe(2);
  });
});
