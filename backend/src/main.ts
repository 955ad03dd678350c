// First: sets UV_THREADPOOL_SIZE before anything can start libuv's thread pool.
import './platform/config/thread-pool.boot';
import { Logger } from '@nestjs/common';
import { createApp } from './app.factory';
import { loadConfig } from './platform/config/app-config';

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await createApp(config);
  await app.listen(config.port);
  new Logger('Shop').log(`Shop ready on http://localhost:${config.port}`);
}

main().catch((error: unknown) => {
  console.error('The shop failed to start:', error);
  process.exit(1);
});
