import { Body, Controller, Get, Param, Post, Query } from '@nestjs/common';
import { IsOptional, IsString } from 'class-validator';
import request from 'supertest';
import { createTestApp } from '../../testing/test-app';
import { testDialects } from '../database/scratch-database';
import { SqlDatabase } from '../database/sql-database';
import { HTTP_MESSAGES } from './messages';
import { MAX_JSON_DEPTH } from './request-input';

class TextDto {
  @IsString()
  name: string;

  @IsOptional()
  nested?: unknown;
}

/** Sends whatever text it is given through the database, as a real handler would store it. */
@Controller('probe-text')
class TextProbeController {
  constructor(private readonly sql: SqlDatabase) {}

  @Post()
  async create(@Body() body: TextDto) {
    const [row] = await this.sql.query<{ v: string }>('SELECT ? AS v', [body.name]);
    return row.v;
  }

  @Get(':value')
  async read(@Param('value') value: string, @Query('q') q?: string) {
    const [row] = await this.sql.query<{ v: string }>('SELECT ? AS v', [`${value}${q ?? ''}`]);
    return row.v;
  }
}

const envelope = (error: string) => ({ data: null, error, isSignedIn: false });

function nested(levels: number): string {
  return '{"name":"x","nested":' + '['.repeat(levels) + ']'.repeat(levels) + '}';
}

describe.each(testDialects())('bad input on %s', (dialect) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;

  beforeAll(async () => {
    t = await createTestApp({ dialect, controllers: [TextProbeController] });
  });
  afterAll(async () => {
    await t.close();
  });

  const post = (body: string, type = 'application/json') =>
    request(t.server).post('/api/probe-text').set('Content-Type', type).send(body);

  it('accepts ordinary text, accents and emoji included', async () => {
    const response = await post(JSON.stringify({ name: 'Café 🌷 for Zoë' })).expect(201);
    expect(response.body.data).toBe('Café 🌷 for Zoë');
  });

  it('refuses a 10,000-level body with a 400 in the envelope, quickly', async () => {
    const body = nested(10_000);
    const started = process.hrtime.bigint();
    const response = await post(body).expect(400);
    expect(response.body).toEqual(envelope(HTTP_MESSAGES.tooDeep));
    expect(Number(process.hrtime.bigint() - started) / 1e6).toBeLessThan(1000);
    await post(nested(MAX_JSON_DEPTH - 1)).expect(201);
    await post(nested(MAX_JSON_DEPTH)).expect(400);
  });

  it('refuses a body over the size limit with a 413 in the envelope', async () => {
    const response = await post(JSON.stringify({ name: 'x'.repeat(200 * 1024) })).expect(413);
    expect(response.body).toEqual(envelope(HTTP_MESSAGES.tooLarge));
  });

  it('refuses a NUL or a lone surrogate in a body string or key with a 400', async () => {
    for (const body of [
      '{"name":"rose\\u0000s"}',
      '{"name":"\\ud800"}',
      '{"name":"\\udc00x"}',
      '{"name":"ok","nested":{"a\\u0000":1}}',
      '{"name":"ok","nested":["\\ud83d"]}',
    ]) {
      const response = await post(body);
      expect({ body, status: response.status }).toEqual({ body, status: 400 });
      expect(response.body).toEqual(envelope(HTTP_MESSAGES.badCharacters));
    }
  });

  it('refuses a NUL or a lone surrogate in a path parameter or a query string with a 400', async () => {
    for (const path of [
      '/api/probe-text/rose%00s',
      '/api/probe-text/%ED%A0%80',
      '/api/probe-text/roses?q=a%00b',
      '/api/probe-text/roses?q[x]=%00',
    ]) {
      const response = await request(t.server).get(path);
      expect({ path, status: response.status }).toEqual({ path, status: 400 });
      expect(response.body.data).toBeNull();
    }
    await request(t.server).get('/api/probe-text/roses?q=%F0%9F%8C%B7').expect(200);
  });

  it('refuses __proto__, constructor and prototype keys like any unknown field', async () => {
    for (const key of ['__proto__', 'constructor', 'prototype']) {
      const response = await post(`{"name":"x","${key}":{"isAdmin":true}}`).expect(400);
      expect(response.body).toEqual(envelope(`property ${key} should not exist`));
      await post(`{"name":"x","nested":{"${key}":{"prototype":1}}}`).expect(400);
    }
    const nestedKey = await post('{"name":"x","constructor":{"prototype":{"isAdmin":true}}}');
    expect(nestedKey.body).toEqual(envelope('property constructor should not exist'));
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });

  it('answers form posts and other types with a 415 in the envelope', async () => {
    for (const type of [
      'application/x-www-form-urlencoded',
      'text/plain',
      'multipart/form-data; boundary=x',
      'application/json; charset=latin1',
    ]) {
      const response = await post('name=x', type);
      expect({ type, status: response.status }).toEqual({ type, status: 415 });
      expect(response.body).toEqual(envelope(HTTP_MESSAGES.unsupportedType));
    }
  });

  it('checks an upper-case /API/ path (routed like /api/) just the same', async () => {
    const form = await request(t.server)
      .post('/API/probe-text')
      .set('Content-Type', 'application/x-www-form-urlencoded')
      .send('name=x');
    expect(form.status).toBe(415);
    expect(form.body).toEqual(envelope(HTTP_MESSAGES.unsupportedType));
    const nul = await request(t.server).get('/Api/probe-text/a%00b');
    expect(nul.status).toBe(400);
    const json = await request(t.server).post('/API/probe-text').send({ name: 'Ros\u0000e' });
    expect(json.status).toBe(400);
  });

  it('answers malformed JSON and non-object bodies with a 400 in the envelope', async () => {
    for (const body of ['{"name": ', '"just a string"', '42', '{"name":"x"}x']) {
      const response = await post(body);
      expect({ body, status: response.status }).toEqual({ body, status: 400 });
      expect(response.body).toEqual(envelope(HTTP_MESSAGES.invalidJson));
    }
  });

  it('keeps the multipart card-photo upload route open to multipart bodies', async () => {
    const response = await request(t.server)
      .post('/api/checkout/1/card-personalisation/image')
      .attach('image', Buffer.from('not really a photo'), {
        filename: 'card.png',
        contentType: 'image/png',
      });
    expect(response.status).not.toBe(415);
    expect(response.status).toBeLessThan(500);
    expect(response.body.data).toBeNull();
    expect(response.body.error).not.toBe(HTTP_MESSAGES.unsupportedType);
  });
});
