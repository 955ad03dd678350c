import { Body, Controller, Get, Post } from '@nestjs/common';
import { IsInt, IsString, MaxLength, Min } from 'class-validator';
import request from 'supertest';
import { DomainError } from '../domain-error';
import { createTestApp } from '../../testing/test-app';
import { ApiAnswer } from './api-answer';
import { StateChanging } from './cross-site';
import { HTTP_MESSAGES } from './messages';

class ProbeDto {
  @IsString()
  @MaxLength(20)
  name: string;

  @IsInt()
  @Min(1)
  quantity: number;
}

@Controller('probe')
class ProbeController {
  @Post()
  create(@Body() body: ProbeDto) {
    if (body.name === 'sold-out')
      throw new DomainError('Sorry, unfortunately this product is currently unavailable.');
    if (body.name === 'boom') throw new Error('database password is hunter2');
    return { name: body.name, quantity: body.quantity };
  }

  @Get('redeem')
  @StateChanging()
  redeem() {
    return { redeemed: true };
  }

  @Get('read')
  read() {
    return [1, 2, 3];
  }

  @Get('redirect')
  redirect() {
    return new ApiAnswer({ orders: [] }, { redirectUrl: '/' });
  }
}

describe('HTTP pipeline', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;

  beforeAll(async () => {
    t = await createTestApp({ controllers: [ProbeController] });
  });
  afterAll(async () => {
    await t.close();
  });

  it('wraps answers in the envelope', async () => {
    const response = await request(t.server).get('/api/probe/read').expect(200);
    expect(response.body).toEqual({ data: [1, 2, 3], isSignedIn: false });
  });

  it('passes a redirect through the envelope', async () => {
    const response = await request(t.server).get('/api/probe/redirect').expect(200);
    expect(response.body).toEqual({ data: { orders: [] }, redirectUrl: '/', isSignedIn: false });
  });

  it('answers an unknown /api path with a 404 envelope', async () => {
    const response = await request(t.server).get('/api/no-such-thing').expect(404);
    expect(response.body).toEqual({ data: null, error: HTTP_MESSAGES.notFound, isSignedIn: false });
  });

  it('accepts a valid body', async () => {
    const response = await request(t.server)
      .post('/api/probe')
      .send({ name: 'Roses', quantity: 2 })
      .expect(201);
    expect(response.body.data).toEqual({ name: 'Roses', quantity: 2 });
  });

  it('refuses unknown fields with a readable message', async () => {
    const response = await request(t.server)
      .post('/api/probe')
      .send({ name: 'Roses', quantity: 2, price: 1 })
      .expect(400);
    expect(response.body).toMatchObject({ data: null, error: 'property price should not exist' });
  });

  it('lists every validation failure', async () => {
    const response = await request(t.server)
      .post('/api/probe')
      .send({ name: 7, quantity: 0 })
      .expect(400);
    expect(response.body.errors).toEqual([
      'name must be shorter than or equal to 20 characters',
      'name must be a string',
      'quantity must not be less than 1',
    ]);
  });

  it('answers malformed JSON with a 400 in our words', async () => {
    const response = await request(t.server)
      .post('/api/probe')
      .set('Content-Type', 'application/json')
      .send('{"name": ')
      .expect(400);
    expect(response.body.error).toBe(HTTP_MESSAGES.invalidJson);
  });

  it('answers a bad percent-encoding with a 400', async () => {
    const response = await request(t.server).get('/api/probe/%E0%A4%A').expect(400);
    expect(response.body.error).toBe(HTTP_MESSAGES.badAddress);
  });

  it('turns a domain rule violation into a 4xx with its message', async () => {
    const response = await request(t.server)
      .post('/api/probe')
      .send({ name: 'sold-out', quantity: 1 })
      .expect(422);
    expect(response.body.error).toBe('Sorry, unfortunately this product is currently unavailable.');
  });

  it('never shows a stack or internal message to the client', async () => {
    const response = await request(t.server)
      .post('/api/probe')
      .send({ name: 'boom', quantity: 1 })
      .expect(500);
    expect(response.body).toEqual({
      data: null,
      error: HTTP_MESSAGES.unexpected,
      isSignedIn: false,
    });
    expect(JSON.stringify(response.body)).not.toContain('hunter2');
  });

  describe('cross-site protection', () => {
    it('refuses a state-changing call the browser marks cross-site', async () => {
      const response = await request(t.server)
        .post('/api/probe')
        .set('Sec-Fetch-Site', 'cross-site')
        .send({ name: 'Roses', quantity: 1 })
        .expect(403);
      expect(response.body.error).toBe(HTTP_MESSAGES.crossSite);
    });

    it('refuses a foreign Origin and allows our own', async () => {
      await request(t.server)
        .post('/api/probe')
        .set('Origin', 'https://evil.example')
        .send({ name: 'Roses', quantity: 1 })
        .expect(403);
      const host = 'shop.example';
      await request(t.server)
        .post('/api/probe')
        .set('Host', host)
        .set('Origin', `http://${host}`)
        .set('Sec-Fetch-Site', 'same-origin')
        .send({ name: 'Roses', quantity: 1 })
        .expect(201);
    });

    it('guards GET endpoints that change state, and only those', async () => {
      await request(t.server)
        .get('/api/probe/redeem')
        .set('Sec-Fetch-Site', 'cross-site')
        .expect(403);
      await request(t.server)
        .get('/api/probe/read')
        .set('Sec-Fetch-Site', 'cross-site')
        .expect(200);
      await request(t.server)
        .get('/api/probe/redeem')
        .set('Sec-Fetch-Site', 'same-origin')
        .expect(200);
    });
  });

  it('sends security headers with a Content-Security-Policy and a request id', async () => {
    const response = await request(t.server)
      .get('/api/probe/read')
      .set('X-Request-Id', 'support-ticket-42');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-request-id']).toBe('support-ticket-42');
    expect(response.headers['x-powered-by']).toBeUndefined();
    const generated = await request(t.server).get('/api/probe/read').set('X-Request-Id', 'bad id!');
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('reports health without creating a session', async () => {
    const response = await request(t.server).get('/api/health').expect(200);
    expect(response.body).toEqual({ data: { status: 'ok', database: 'up' }, isSignedIn: false });
    expect(response.headers['set-cookie']).toBeUndefined();
  });
});
