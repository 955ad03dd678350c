import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { Server } from 'node:http';
import type { Readable } from 'node:stream';
import inject from 'light-my-request';
import { createApp } from '../app.factory';
import { Clock } from '../platform/clock/clock';
import { loadConfig, REPO_ROOT } from '../platform/config/app-config';
import {
  loadStorefrontRenderer,
  loopbackApi,
  type RenderPage,
} from '../platform/storefront/storefront-renderer';

/*
 * `npm run bench:ssr-transport`: how the server renderer's `/api` calls are best made. The same
 * product page is rendered afresh (no page cache) by 20 concurrent renderings for BENCH_SECONDS
 * each, its API calls going (a) over loopback HTTP (`loopbackApi`, what the shop uses) and
 * (b) into the same process with `light-my-request` (no socket, no HTTP parsing), two turns
 * each. Saved to bench/results/ssr-transport.json.
 */

type ApiFetch = ReturnType<typeof loopbackApi>;

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 20;
const PAGE = '/product/the-harriet';
const ORIGIN = 'http://localhost:3000';

/** The API called in process: Express's own handler, given a request that never was a socket. */
function injectedApi(handler: Parameters<typeof inject>[0]): ApiFetch {
  return async (apiPath, init) => {
    const answer = await inject(handler, {
      method: (init.method ?? 'GET') as 'GET',
      url: apiPath,
      headers: { accept: 'application/json', ...(init.headers as Record<string, string>) },
      payload: typeof init.body === 'string' ? init.body : undefined,
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      for (const one of Array.isArray(value) ? value : [String(value ?? '')]) {
        headers.append(name, one);
      }
    }
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : answer.rawPayload, { status: answer.statusCode, headers });
  };
}

async function drain(body: Readable | null): Promise<number> {
  let bytes = 0;
  if (body) for await (const chunk of body) bytes += (chunk as Buffer).length;
  return bytes;
}

/** Pages rendered per second by CONNECTIONS concurrent renderings, and their p99. */
async function measure(
  render: RenderPage,
  seconds: number,
): Promise<{ pagesPerSecond: number; p99Ms: number }> {
  const latencies: number[] = [];
  let n = 0;
  const until = performance.now() + seconds * 1000;
  const worker = async () => {
    while (performance.now() < until) {
      const started = performance.now();
      const page = await render({
        path: `${PAGE}?fresh=${(n += 1)}`,
        origin: ORIGIN,
        nonce: 'bench',
        signal: new AbortController().signal,
      });
      if (page.status !== 200) throw new Error(`${PAGE} answered ${page.status}`);
      await drain(page.body);
      latencies.push(performance.now() - started);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    pagesPerSecond: Math.round(latencies.length / elapsed),
    p99Ms: Math.round(latencies[Math.floor(latencies.length * 0.99)] * 10) / 10,
  };
}

async function main(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-ssr-transport-'));
  const config = {
    ...loadConfig({
      ...process.env,
      SQLITE_PATH: path.join(dir, 'shop.sqlite'),
      LOG_LEVEL: 'error',
    }),
    pageCacheSeconds: 0,
  };
  if (!config.storefrontDir) throw new Error('STOREFRONT_DIR is empty: nothing to render');
  const app = await createApp(config);
  await app.listen(0, '127.0.0.1');
  const server = app.getHttpServer() as Server;
  const express = app.getHttpAdapter().getInstance() as Parameters<typeof inject>[0];
  const transports: Record<string, ApiFetch> = {
    loopback: loopbackApi(server),
    'in process': injectedApi(express),
  };
  // Each renderer made sets the renderer module's API transport: make it again before each turn.
  const rendererFor = (name: string) => {
    const render = loadStorefrontRenderer(config.storefrontDir as string, transports[name], () =>
      app.get(Clock).now(),
    );
    if (!render) throw new Error('The storefront is not built: npm run build -w frontend');
    return render;
  };
  const results: Record<string, { pagesPerSecond: number; p99Ms: number }[]> = {};
  // Loopback first: light-my-request swaps Express's request and response prototypes for its
  // own, after which a real connection that closes crashes the server (the reason the shop does
  // not call in process), so the sockets are closed before the in-process turns.
  for (const name of ['loopback', 'loopback', 'in process', 'in process']) {
    if (name === 'in process') server.closeAllConnections();
    const render = rendererFor(name);
    await measure(render, 2); // warm-up: code paths compiled, connections open
    const result = await measure(render, SECONDS);
    (results[name] ??= []).push(result);
    console.log(`${name.padEnd(10)} ${result.pagesPerSecond} pages/s, p99 ${result.p99Ms} ms`);
  }
  const best = (name: string) => Math.max(...results[name].map((r) => r.pagesPerSecond));
  const summary = {
    benchmark: 'ssr-transport',
    at: new Date().toISOString(),
    page: PAGE,
    connections: CONNECTIONS,
    seconds: SECONDS,
    results,
    loopbackPagesPerSecond: best('loopback'),
    inProcessPagesPerSecond: best('in process'),
    faster: best('loopback') >= best('in process') ? 'loopback' : 'in process',
  };
  const out = path.join(REPO_ROOT, 'bench', 'results', 'ssr-transport.json');
  fs.writeFileSync(out, `${JSON.stringify(summary, null, 2)}\n`);
  console.log(
    `best of two turns: loopback ${summary.loopbackPagesPerSecond} pages/s, in process ` +
      `${summary.inProcessPagesPerSecond} pages/s: ${summary.faster} is faster. Saved ${path.relative(REPO_ROOT, out)}`,
  );
}

main().then(
  // Not app.close(): the in-process turns left Express's prototypes patched (above).
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
