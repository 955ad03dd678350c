import { loadConfig } from './app-config';

/**
 * Sets `UV_THREADPOOL_SIZE` from the configuration (default 8 rather than libuv's 4), so password
 * hashing cannot occupy every thread file and DNS work also needs. libuv reads the variable once,
 * when the pool first starts: this must run before anything uses the pool.
 */
export function applyThreadPoolSize(env: Record<string, string | undefined> = process.env): number {
  const size = loadConfig(env).uvThreadpoolSize;
  env.UV_THREADPOOL_SIZE = String(size);
  return size;
}
