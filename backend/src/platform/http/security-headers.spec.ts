import { createServer, type RequestListener } from 'node:http';
import request from 'supertest';
import { helmetMiddleware, securityHeaders } from './security-headers';

type Middleware = (req: never, res: never, next: () => void) => void;

const serverWith = (middleware: Middleware) => {
  const listener: RequestListener = (req, res) =>
    middleware(req as never, res as never, () => res.end('ok'));
  return createServer(listener);
};

describe('securityHeaders', () => {
  it('sends exactly the headers helmet sends', async () => {
    const fromHelmet = await request(serverWith(helmetMiddleware())).get('/');
    const fromOurs = await request(serverWith(securityHeaders())).get('/');
    const pick = (headers: Record<string, string>) =>
      Object.fromEntries(
        Object.entries(headers).filter(([name]) => !['date', 'connection'].includes(name)),
      );
    expect(pick(fromOurs.headers)).toEqual(pick(fromHelmet.headers));
    expect(fromOurs.headers['content-security-policy']).toContain("default-src 'self'");
    expect(fromOurs.headers['strict-transport-security']).toBeDefined();
  });
});
