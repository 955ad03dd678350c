import type { Server } from 'node:http';
import request from 'supertest';

/**
 * A fresh shopper: the `shop_session=…` cookie pair. Reads never create a session, so this asks
 * `POST /api/user-session`, which saves one.
 */
export async function newShopperCookie(server: Server): Promise<string> {
  const response = await request(server).post('/api/user-session').send({});
  return String((response.headers['set-cookie'] as unknown as string[])[0]).split(';')[0];
}
