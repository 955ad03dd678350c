import type { Server } from 'node:http';
import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { SEED_PRODUCTS } from '../../catalogue';
import { SqlDatabase } from '../../platform/database/sql-database';
import { hashToken } from '../../platform/session/session.service';
import { newShopperCookie } from '../../testing/test-shopper';

/** Shared by the card-photo specs: a card that takes photos, a real image, and the calls. */

export const personalCard = SEED_PRODUCTS.find(
  (p) => p.distributor === 'Cards' && p.isPersonalisable && p.available,
)!;

/** A real 1×1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** A new shopper whose basket holds the personalised card (order 1), sent by letterbox. */
export async function cardShopper(server: Server, deliveryDate = '2026-06-05'): Promise<string> {
  const cookie = await newShopperCookie(server);
  const added = await request(server)
    .post('/api/product/add')
    .set('Cookie', cookie)
    .send({ id: personalCard.id, deliveryId: 'letterbox', deliveryDate })
    .expect(200);
  expect(added.body.data).toEqual([]);
  return cookie;
}

export interface UploadOptions {
  filename?: string;
  contentType?: string;
  field?: string;
  index?: string;
}

/** `POST /api/checkout/{index}/card-personalisation/image` with one file (a PNG by default). */
export const uploadCardImage = (
  server: Server,
  cookie: string,
  bytes: Buffer,
  options: UploadOptions = {},
) =>
  request(server)
    .post(`/api/checkout/${options.index ?? '1'}/card-personalisation/image`)
    .set('Cookie', cookie)
    .attach(options.field ?? 'image', bytes, {
      filename: options.filename ?? 'photo.png',
      contentType: options.contentType ?? 'image/png',
    });

/** The photos kept for the session of `cookie`. */
export const keptCardImages = (app: INestApplication, cookie: string) =>
  app
    .get(SqlDatabase)
    .query<{ id: string; size: number | string }>(
      'SELECT id, size FROM card_images WHERE session_id = ?',
      [hashToken(cookie.split('=')[1])],
    );
