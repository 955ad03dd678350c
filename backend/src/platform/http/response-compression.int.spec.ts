import * as http from 'node:http';
import * as zlib from 'node:zlib';
import { Controller, Get, Res } from '@nestjs/common';
import type { Response } from 'express';
import { createTestApp } from '../../testing/test-app';
import { decodedBody, listenLocally, rawRequest } from '../../testing/raw-http';
import { COMPRESSION_THRESHOLD_BYTES } from './response-compression';

const LARGE = { items: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Rose ${i}` })) };
const FIRST_CHUNK = `<!doctype html><html><head><title>Posy</title></head><body>${'<p>shell</p>'.repeat(20)}`;
const LAST_CHUNK = `${'<p>content</p>'.repeat(300)}</body></html>`;

/** Lets the streaming probes wait until the client has read their first chunk. */
let firstChunkRead: () => void = () => undefined;

/** True once the client has read the first chunk, false if it has not within 3 s. */
function clientReadFirstChunk(): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), 3000);
    firstChunkRead = () => {
      clearTimeout(timer);
      resolve(true);
    };
  });
}

@Controller('probe-compress')
class CompressionProbeController {
  @Get('large')
  large() {
    return LARGE;
  }

  @Get('tiny')
  tiny() {
    return { ok: true };
  }

  /** Already gzipped by its writer: must go as written. */
  @Get('encoded')
  encoded(@Res() response: Response) {
    response.set({ 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' });
    response.end(zlib.gzipSync(JSON.stringify(LARGE)));
  }

  @Get('no-transform')
  noTransform(@Res() response: Response) {
    response.set('Cache-Control', 'no-transform').json(LARGE);
  }

  /** Streams HTML as a server-side renderer does: a chunk, flush, the rest later. */
  @Get('stream')
  async stream(@Res() response: Response) {
    response.status(200).type('html');
    response.write(FIRST_CHUNK);
    (response as Response & { flush?: () => void }).flush?.();
    const readByClient = await clientReadFirstChunk();
    response.end(`${LAST_CHUNK}<!-- first chunk read before the end: ${readByClient} -->`);
  }

  /** An event stream without `no-transform`: still never compressed, never held back. */
  @Get('events')
  async events(@Res() response: Response) {
    response.status(200).set({ 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' });
    response.write(`data: ${'x'.repeat(2000)}\n\n`);
    const readByClient = await clientReadFirstChunk();
    response.end(`data: read before the end: ${readByClient}\n\n`);
  }
}

/** Reads a streamed answer, decoding as it arrives; calls `onFirst` once `marker` is decoded. */
function readStreaming(port: number, path: string, accept: string, marker: string) {
  return new Promise<{ headers: http.IncomingHttpHeaders; text: string; markerSeenAt: number }>(
    (resolve, reject) => {
      const headers = { 'Accept-Encoding': accept };
      http
        .get({ host: '127.0.0.1', port, path, headers }, (response) => {
          const encoding = response.headers['content-encoding'];
          const decoder =
            encoding === 'br'
              ? zlib.createBrotliDecompress()
              : encoding === 'gzip'
                ? zlib.createGunzip()
                : null;
          const decoded = decoder ? response.pipe(decoder) : response;
          let text = '';
          let markerSeenAt = -1;
          decoded.on('data', (chunk: Buffer) => {
            text += chunk.toString('utf8');
            if (markerSeenAt < 0 && text.includes(marker)) {
              markerSeenAt = text.length;
              firstChunkRead();
            }
          });
          decoded.on('end', () => resolve({ headers: response.headers, text, markerSeenAt }));
          decoded.on('error', reject);
        })
        .on('error', reject);
    },
  );
}

describe('response compression', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let port: number;

  beforeAll(async () => {
    t = await createTestApp({ controllers: [CompressionProbeController] });
    port = await listenLocally(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  it('compresses a JSON answer above the threshold, brotli first, then gzip', async () => {
    const raw = await rawRequest(port, '/api/probe-compress/large');
    expect(raw.body.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
    ]) {
      const answer = await rawRequest(port, '/api/probe-compress/large', {
        'Accept-Encoding': accept,
      });
      expect({ accept, encoding: answer.headers['content-encoding'] }).toEqual({
        accept,
        encoding,
      });
      expect(answer.headers.vary).toContain('Accept-Encoding');
      expect(answer.body.length).toBeLessThan(raw.body.length / 2);
      expect(decodedBody(answer).equals(raw.body)).toBe(true);
      expect(JSON.parse(decodedBody(answer).toString()).data).toEqual(LARGE);
    }
  });

  it('compresses a real catalogue answer', async () => {
    const category = await rawRequest(port, '/api/category/flowers', { 'Accept-Encoding': 'br' });
    expect(category.status).toBe(200);
    expect(category.headers['content-encoding']).toBe('br');
    expect(JSON.parse(decodedBody(category).toString()).data.products).toBeDefined();
  });

  it('sends the raw JSON when compression is not accepted', async () => {
    const asked: Record<string, string>[] = [
      {},
      { 'Accept-Encoding': 'identity' },
      { 'Accept-Encoding': '' },
    ];
    for (const headers of asked) {
      const answer = await rawRequest(port, '/api/probe-compress/large', headers);
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(JSON.parse(answer.body.toString()).data).toEqual(LARGE);
    }
  });

  it('leaves small answers alone', async () => {
    for (const path of ['/api/probe-compress/tiny', '/api/health']) {
      const answer = await rawRequest(port, path, { 'Accept-Encoding': 'br, gzip' });
      expect(answer.body.length).toBeLessThan(COMPRESSION_THRESHOLD_BYTES);
      expect({ path, encoding: answer.headers['content-encoding'] }).toEqual({
        path,
        encoding: undefined,
      });
    }
  });

  it('never compresses an answer twice or against Cache-Control: no-transform', async () => {
    const encoded = await rawRequest(port, '/api/probe-compress/encoded', {
      'Accept-Encoding': 'br, gzip',
    });
    expect(encoded.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(encoded.body).toString())).toEqual(LARGE);
    const untouched = await rawRequest(port, '/api/probe-compress/no-transform', {
      'Accept-Encoding': 'br, gzip',
    });
    expect(untouched.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(untouched.body.toString())).toEqual(LARGE);
  });

  it.each(['br', 'gzip'])(
    'sends a streamed page chunk by chunk in %s: flush() reaches the client',
    async (encoding) => {
      const answer = await readStreaming(port, '/api/probe-compress/stream', encoding, 'shell');
      expect(answer.headers['content-encoding']).toBe(encoding);
      expect(answer.text).toBe(
        `${FIRST_CHUNK}${LAST_CHUNK}<!-- first chunk read before the end: true -->`,
      );
      expect(answer.markerSeenAt).toBeLessThanOrEqual(FIRST_CHUNK.length);
    },
  );

  it('never compresses or holds back an event stream', async () => {
    const answer = await readStreaming(port, '/api/probe-compress/events', 'br, gzip', 'xxx');
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.text.endsWith('data: read before the end: true\n\n')).toBe(true);
  });
});
