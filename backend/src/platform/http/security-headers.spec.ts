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

  it('lets Stripe.js, its frames and its API in only when Stripe takes the payments', async () => {
    const csp = async (stripe: boolean) =>
      String(
        (await request(serverWith(securityHeaders({ stripe }))).get('/')).headers[
          'content-security-policy'
        ],
      );
    const without = await csp(false);
    expect(without).toContain("script-src 'self';");
    expect(without).not.toContain('stripe.com');
    const withStripe = await csp(true);
    expect(withStripe).toContain("script-src 'self' https://js.stripe.com;");
    expect(withStripe).toContain("frame-src 'self' https://js.stripe.com https://hooks.stripe.com");
    expect(withStripe).toContain("connect-src 'self' https://api.stripe.com;");
  });
});
