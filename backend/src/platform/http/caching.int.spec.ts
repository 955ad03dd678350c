import { Controller, Get, Header, Post, Res } from '@nestjs/common';
import type { Response } from 'express';
import request from 'supertest';
import { createTestApp } from '../../testing/test-app';
import { SESSION_COOKIE } from '../session/session.middleware';
import { SessionService } from '../session/session.service';
import { StartsSession } from '../session/starts-session';
import { PRIVATE_NO_STORE } from './private-cookies';

@Controller('probe-cache')
class CacheProbeController {
  // Saves the session (sets its cookie) as a change that stores something for it would.
  @Post()
  @StartsSession()
  @Header('Cache-Control', 'public, max-age=300')
  change() {
    return { changed: true };
  }

  @Get('cookie')
  @Header('Cache-Control', 'public, max-age=300')
  cookie(@Res({ passthrough: true }) response: Response) {
    response.cookie('seen', '1');
    return { ok: true };
  }

  @Get('raw')
  raw(@Res() response: Response) {
    response.writeHead(200, {
      'Cache-Control': 'public, max-age=60',
      'Set-Cookie': 'x=1',
      'Content-Type': 'text/plain',
    });
    response.end('raw');
  }
}

describe('caching and cookies', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;

  beforeAll(async () => {
    t = await createTestApp({ controllers: [CacheProbeController] });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers public, cacheable reads without a cookie for a cookieless request', async () => {
    for (const path of ['/api/health', '/api/category/flowers', '/api/landing-page/header']) {
      const response = await request(t.server).get(path);
      expect({ path, status: response.status }).toEqual({ path, status: 200 });
      expect({ path, cookie: response.headers['set-cookie'] }).toEqual({ path, cookie: undefined });
    }
    const category = await request(t.server).get('/api/category/flowers');
    expect(category.headers['cache-control']).toBe('public, max-age=300');
  });

  it('makes any response that sets a cookie private, no-store, whatever the controller said', async () => {
    const saved = await request(t.server).post('/api/probe-cache').send({}).expect(201);
    expect(saved.headers['set-cookie']).toBeDefined();
    expect(saved.headers['cache-control']).toBe(PRIVATE_NO_STORE);
    const cookie = await request(t.server).get('/api/probe-cache/cookie').expect(200);
    expect(cookie.headers['cache-control']).toBe(PRIVATE_NO_STORE);
    const raw = await request(t.server).get('/api/probe-cache/raw').expect(200);
    expect(raw.headers['cache-control']).toBe(PRIVATE_NO_STORE);
  });

  it('makes a public answer private for a signed-in session (its envelope is per person)', async () => {
    const { token } = await t.app
      .get(SessionService)
      .create({ account: { id: 'staff-1', role: 'support' } });
    const cookie = `${SESSION_COOKIE}=${token}`;
    const category = await request(t.server)
      .get('/api/category/flowers')
      .set('Cookie', cookie)
      .expect(200);
    expect(category.headers['set-cookie']).toBeUndefined();
    expect(category.headers['cache-control']).toBe(PRIVATE_NO_STORE);
    // A guest's answer stays public.
    const guest = await request(t.server).get('/api/category/flowers').expect(200);
    expect(guest.headers['cache-control']).toBe('public, max-age=300');
  });
});
