import type { Server } from 'node:http';

/**
 * Idle keep-alive connections stay open longer than common load balancers keep theirs (AWS ALB
 * and GCP default to 60 s), so the balancer, not the app, closes an idle connection: otherwise it
 * may send a request on a socket the app is closing and answer the shopper with a 502.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;
/** Must exceed the keep-alive timeout, or Node can drop a connection as a request arrives. */
export const HEADERS_TIMEOUT_MS = 66_000;

export function applyServerTimeouts(
  server: Pick<Server, 'keepAliveTimeout' | 'headersTimeout'>,
): void {
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.headersTimeout = HEADERS_TIMEOUT_MS;
}
