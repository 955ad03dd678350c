import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import request from 'supertest';
import { testDialects } from '../../platform/database/scratch-database';
import { createTestApp } from '../../testing/test-app';
import {
  cardShopper as cardShopperOf,
  keptCardImages,
  PNG,
  uploadCardImage,
  type UploadOptions,
} from './card-images.test-kit';

/** A PNG's signature followed by junk: the 4.9 MB "photos" of the storage-abuse finding. */
const PNG_HEADER_THEN_JUNK = Buffer.concat([PNG.subarray(0, 8), randomBytes(4.9 * 1024 * 1024)]);
/** A JPEG whose first bytes are right and whose body is junk. */
const JPEG_HEADER_THEN_JUNK = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]),
  randomBytes(64 * 1024),
]);
const UNREADABLE = "Sorry, we couldn't read that photo - please choose another.";
const TOO_MANY_PIXELS = 'Sorry, that photo is too large - please choose one under 50 megapixels.';

describe.each(testDialects())('card photos decoded and re-encoded on %s', (dialect) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let JPEG: Buffer;
  let WEBP: Buffer;
  let CAMERA_JPEG: Buffer;
  let HUGE_PNG: Buffer;
  beforeAll(async () => {
    t = await createTestApp({ dialect });
    const solid = (width: number, height: number, alpha = 1) =>
      sharp({ create: { width, height, channels: 4, background: { r: 40, g: 90, b: 60, alpha } } });
    JPEG = await solid(32, 24).jpeg().toBuffer();
    // Fully transparent: kept on white card.
    WEBP = await solid(40, 30, 0).webp().toBuffer();
    // A phone photo held upright: stored landscape with an EXIF orientation, the owner's name
    // and where it was taken.
    CAMERA_JPEG = await solid(3000, 2000)
      .jpeg()
      .withExif({
        IFD0: { Copyright: 'Sam Private', Artist: 'Sam Private' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' },
      })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    // 8000 × 6500 = 52 megapixels in 160 KB: a decompression bomb in miniature.
    HUGE_PNG = await sharp({
      create: { width: 8000, height: 6500, channels: 3, background: '#ffffff' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
  });
  afterAll(async () => {
    await t.close();
  });

  const cardShopper = () => cardShopperOf(t.server);
  const upload = (cookie: string, bytes: Buffer, options: UploadOptions = {}) =>
    uploadCardImage(t.server, cookie, bytes, options);
  const fetchImage = (cookie: string, url: string) =>
    request(t.server).get(url).set('Cookie', cookie);
  const storedFor = (cookie: string) => keptCardImages(t.app, cookie);

  it('takes JPEG and WebP too, keeping each as a JPEG with transparency on white card', async () => {
    const me = await cardShopper();
    const jpeg = await upload(me, JPEG, { filename: 'me.jpg', contentType: 'image/jpeg' }).expect(
      201,
    );
    const webp = await upload(me, WEBP, { filename: 'me.webp', contentType: 'image/webp' }).expect(
      201,
    );
    const servedJpeg = await fetchImage(me, jpeg.body.data.url).buffer(true).expect(200);
    expect(servedJpeg.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(servedJpeg.body as Buffer).metadata()).toMatchObject({
      format: 'jpeg',
      width: 32,
      height: 24,
    });
    const servedWebp = await fetchImage(me, webp.body.data.url).buffer(true).expect(200);
    expect(servedWebp.headers['content-type']).toBe('image/jpeg');
    const { data, info } = await sharp(servedWebp.body as Buffer)
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(info).toMatchObject({ width: 40, height: 30, channels: 3 });
    expect(Math.min(...data)).toBeGreaterThanOrEqual(250);
  });

  it('keeps a camera photo upright, inside 1600 × 1600 and without its EXIF or GPS', async () => {
    const me = await cardShopper();
    expect((await sharp(CAMERA_JPEG).metadata()).orientation).toBe(6);
    expect(CAMERA_JPEG.includes('Sam Private')).toBe(true);
    const { url } = (
      await upload(me, CAMERA_JPEG, { filename: 'IMG_0001.jpg', contentType: 'image/jpeg' }).expect(
        201,
      )
    ).body.data as { url: string };
    const kept = (await fetchImage(me, url).buffer(true).expect(200)).body as Buffer;
    const meta = await sharp(kept).metadata();
    // 3000 × 2000 turned a quarter (orientation 6), then fitted inside 1600 × 1600.
    expect(meta).toMatchObject({ format: 'jpeg', width: 1067, height: 1600 });
    expect(meta.orientation).toBeUndefined();
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.iptc).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(kept.includes('Sam Private')).toBe(false);
    expect(kept.length).toBeLessThan(CAMERA_JPEG.length);
  });

  it('refuses a file that starts like a photo but does not decode, and keeps nothing', async () => {
    const me = await cardShopper();
    const junk = await upload(me, PNG_HEADER_THEN_JUNK).expect(422);
    expect(junk.body).toEqual({ data: null, error: UNREADABLE, isSignedIn: false });
    const cut = await upload(me, JPEG_HEADER_THEN_JUNK, {
      filename: 'a.jpg',
      contentType: 'image/jpeg',
    }).expect(422);
    expect(cut.body.error).toBe(UNREADABLE);
    const truncated = await upload(me, JPEG.subarray(0, JPEG.length - 40), {
      filename: 'b.jpg',
      contentType: 'image/jpeg',
    }).expect(422);
    expect(truncated.body.error).toBe(UNREADABLE);
    expect(await storedFor(me)).toEqual([]);
  });

  it('refuses a photo of more than 50 megapixels before decoding it', async () => {
    const me = await cardShopper();
    const refused = await upload(me, HUGE_PNG).expect(422);
    expect(refused.body).toEqual({ data: null, error: TOO_MANY_PIXELS, isSignedIn: false });
    expect(await storedFor(me)).toEqual([]);
  });
});
