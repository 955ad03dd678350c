import { createServer } from 'node:http';
import { applyServerTimeouts, HEADERS_TIMEOUT_MS, KEEP_ALIVE_TIMEOUT_MS } from './server-timeouts';

describe('server timeouts', () => {
  it('keeps idle connections open longer than a load balancer (60 s), headers timeout above it', () => {
    const server = createServer();
    applyServerTimeouts(server);
    expect(server.keepAliveTimeout).toBe(65_000);
    expect(server.headersTimeout).toBe(66_000);
    expect(KEEP_ALIVE_TIMEOUT_MS).toBeGreaterThan(60_000);
    expect(HEADERS_TIMEOUT_MS).toBeGreaterThan(KEEP_ALIVE_TIMEOUT_MS);
  });
});
