// Imported first by main.ts, so it runs before any module that might use the thread pool.
import { applyThreadPoolSize } from './thread-pool';

applyThreadPoolSize();
