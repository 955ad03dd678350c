import type { Server } from 'node:http';
import request from 'supertest';

/** A fresh shopper: the `shop_session=…` cookie pair the first /api request hands out. */
export async function newShopperCookie(server: Server): Promise<string> {
  const response = await request(server).get('/api/user-session');
  return String((response.headers['set-cookie'] as unknown as string[])[0]).split(';')[0];
}
