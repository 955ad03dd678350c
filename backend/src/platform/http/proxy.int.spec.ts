import { Controller, Get, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import request from 'supertest';
import { createTestApp } from '../../testing/test-app';
import { HEADERS_TIMEOUT_MS, KEEP_ALIVE_TIMEOUT_MS } from './server-timeouts';

@Controller('probe-proxy')
class ProxyProbeController {
  @Get('ip')
  ip(@Req() request: Request) {
    return { ip: request.ip, secure: request.secure };
  }

  @Post('change')
  change() {
    return { changed: true };
  }
}

describe('behind proxies', () => {
  it('trusts exactly TRUST_PROXY hops of X-Forwarded-For for request.ip', async () => {
    const t = await createTestApp({
      controllers: [ProxyProbeController],
      config: { trustProxy: 1 },
    });
    try {
      // The client sent "X-Forwarded-For: 6.6.6.6"; our one proxy appended the address it saw.
      const response = await request(t.server)
        .get('/api/probe-proxy/ip')
        .set('X-Forwarded-For', '6.6.6.6, 203.0.113.7')
        .set('X-Forwarded-Proto', 'https')
        .expect(200);
      expect(response.body.data).toEqual({ ip: '203.0.113.7', secure: true });
    } finally {
      await t.close();
    }
  });

  it('ignores X-Forwarded-For when no proxy is trusted', async () => {
    const t = await createTestApp({
      controllers: [ProxyProbeController],
      config: { trustProxy: 0 },
    });
    try {
      const response = await request(t.server)
        .get('/api/probe-proxy/ip')
        .set('X-Forwarded-For', '6.6.6.6')
        .expect(200);
      expect(response.body.data.ip).toMatch(/127\.0\.0\.1|::1/);
    } finally {
      await t.close();
    }
  });

  it('checks Origin against PUBLIC_URL and ALLOWED_ORIGINS, not the (rewritten) Host', async () => {
    const t = await createTestApp({
      controllers: [ProxyProbeController],
      config: {
        trustProxy: 1,
        publicOrigin: 'https://shop.example',
        allowedOrigins: ['https://partners.example'],
      },
    });
    try {
      const post = (origin: string) =>
        request(t.server)
          .post('/api/probe-proxy/change')
          .set('Host', 'backend-3.internal:3000') // what the proxy forwards
          .set('Origin', origin)
          .send({});
      await post('https://shop.example').expect(201);
      await post('https://partners.example').expect(201);
      await post('http://backend-3.internal:3000').expect(403);
      await post('https://evil.example').expect(403);
    } finally {
      await t.close();
    }
  });

  it('keeps idle connections longer than a load balancer does', async () => {
    const t = await createTestApp();
    try {
      expect(t.server.keepAliveTimeout).toBe(KEEP_ALIVE_TIMEOUT_MS);
      expect(t.server.headersTimeout).toBe(HEADERS_TIMEOUT_MS);
    } finally {
      await t.close();
    }
  });
});
