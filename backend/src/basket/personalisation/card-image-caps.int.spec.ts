import sharp from 'sharp';
import { loadConfig } from '../../platform/config/app-config';
import { testDialects } from '../../platform/database/scratch-database';
import { createTestApp } from '../../testing/test-app';
import { CARD_IMAGE_BYTES_PER_SESSION } from './card-image-limits';
import {
  cardShopper as cardShopperOf,
  keptCardImages,
  PNG,
  uploadCardImage,
} from './card-images.test-kit';

const TOO_MANY =
  'Sorry, you have uploaded a lot of photos - please use one you have already chosen.';

describe.each(testDialects())('card photo caps per session on %s', (dialect) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  /** A 1600 × 1600 photo of pure noise: its kept JPEG is well over a megabyte. */
  let NOISE: Buffer;
  beforeAll(async () => {
    // Every upload sent at once waits its turn to be decoded here, rather than being turned away
    // as busy (CARD_PHOTO_WAITING, CARD_PHOTO_UPLOADS_PER_ADDRESS): these tests are about the
    // per-session caps.
    const { cardPhotos } = loadConfig({});
    t = await createTestApp({
      dialect,
      config: { cardPhotos: { ...cardPhotos, waiting: 100, uploadsPerAddress: 100 } },
    });
    NOISE = await sharp({
      create: {
        width: 1600,
        height: 1600,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 60 },
      },
    })
      .jpeg({ quality: 90 })
      .toBuffer();
  });
  afterAll(async () => {
    await t.close();
  });

  const cardShopper = () => cardShopperOf(t.server);
  const upload = (cookie: string, bytes: Buffer) =>
    uploadCardImage(t.server, cookie, bytes, { filename: 'photo.jpg', contentType: 'image/jpeg' });
  const kept = (cookie: string) => keptCardImages(t.app, cookie);

  it('stores exactly 30 of 60 uploads sent at once, and refuses the rest', async () => {
    const me = await cardShopper();
    const answers = await Promise.all(Array.from({ length: 60 }, () => upload(me, PNG)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(30);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30);
    for (const answer of answers.filter((a) => a.status === 429)) {
      expect(answer.body).toEqual({ data: null, error: TOO_MANY, isSignedIn: false });
    }
    expect(await kept(me)).toHaveLength(30);
    // The cap is per session: another shopper still uploads.
    await upload(await cardShopper(), PNG).expect(201);
  });

  it('stops a session at 40 MB of kept photos, even when they are sent at once', async () => {
    const me = await cardShopper();
    await upload(me, NOISE).expect(201);
    const [{ size }] = await kept(me);
    const each = Number(size);
    // Each kept photo is re-encoded, so the cap counts those bytes, not the upload's.
    expect(each).toBeGreaterThan(1024 * 1024);
    const fits = Math.floor(CARD_IMAGE_BYTES_PER_SESSION / each);
    expect(fits).toBeLessThan(30);

    const answers = await Promise.all(Array.from({ length: fits + 5 }, () => upload(me, NOISE)));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(fits - 1);
    const refused = answers.filter((answer) => answer.status !== 201);
    expect(refused).toHaveLength(6);
    for (const answer of refused) {
      expect(answer.status).toBe(429);
      expect(answer.body.error).toBe(TOO_MANY);
    }
    const rows = await kept(me);
    expect(rows).toHaveLength(fits);
    expect(rows.reduce((sum, row) => sum + Number(row.size), 0)).toBeLessThanOrEqual(
      CARD_IMAGE_BYTES_PER_SESSION,
    );
    // A small photo that would still fit is taken; the session is not simply shut out.
    expect(CARD_IMAGE_BYTES_PER_SESSION - fits * each).toBeGreaterThan(1024);
    await upload(me, PNG).expect(201);
  });
});
