import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import pino from 'pino';
import request from 'supertest';
import { requestLogging } from './request-logging';

function serverLogging(level: string) {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const middleware = requestLogging(pino({ level }, sink));
  const server = createServer((req, res) =>
    middleware(req as never, res as never, () => {
      if (req.url === '/api/slow') return; // never answers: the client will give up
      res.statusCode = req.url === '/api/missing' ? 404 : 200;
      res.end('{}');
    }),
  );
  return { server, lines };
}

describe('requestLogging', () => {
  it('logs each /api request as one line with its id, and echoes the id', async () => {
    const { server, lines } = serverLogging('info');
    const ok = await request(server).get('/api/thing?x=1');
    await request(server).get('/api/missing').set('X-Request-Id', 'support-ticket-42');
    expect(ok.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines).toEqual([
      expect.objectContaining({
        level: 30,
        req: { id: ok.headers['x-request-id'], method: 'GET', url: '/api/thing?x=1' },
        res: { statusCode: 200 },
        msg: 'request completed',
      }),
      expect.objectContaining({
        level: 40,
        req: { id: 'support-ticket-42', method: 'GET', url: '/api/missing' },
        res: { statusCode: 404 },
      }),
    ]);
    expect(JSON.stringify(lines)).not.toContain('cookie');
  });

  it('cuts a long address to its first 200 characters in the line', async () => {
    const { server, lines } = serverLogging('info');
    const url = `/api/thing?q=${'x'.repeat(500)}`;
    await request(server).get(url);
    expect(lines).toEqual([
      expect.objectContaining({ req: expect.objectContaining({ url: `${url.slice(0, 200)}…` }) }),
    ]);
  });

  it('gives pages an id but no log line, and logs nothing below the level', async () => {
    const page = serverLogging('info');
    expect((await request(page.server).get('/checkout')).headers['x-request-id']).toBeDefined();
    expect(page.lines).toEqual([]);
    const quiet = serverLogging('error');
    await request(quiet.server).get('/api/missing');
    expect(quiet.lines).toEqual([]);
  });

  it('logs a request the client gave up on at info, not as an error', async () => {
    const { server, lines } = serverLogging('info');
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      await new Promise<void>((resolve) => {
        const client = httpRequest({ port, host: '127.0.0.1', path: '/api/slow' });
        client.on('error', () => resolve());
        client.end();
        setTimeout(() => client.destroy(), 50);
      });
      for (let i = 0; i < 50 && lines.length === 0; i++) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      expect(lines).toEqual([
        expect.objectContaining({
          level: 30,
          msg: 'request aborted',
          req: expect.objectContaining({ url: '/api/slow' }),
        }),
      ]);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
