import { describe, expect, it, vi } from 'vitest';
import { reportError } from './error-reports';

// The sender's chunk fails to load, as it does offline or after a deploy renamed it.
vi.mock('./report-sender', () => {
  throw new Error('Failed to fetch dynamically imported module: /assets/c1.js');
});

describe('reportError', () => {
  it('drops the report quietly when the sender cannot load: no rejection left to report itself', async () => {
    const rejections: unknown[] = [];
    const onRejection = (reason: unknown) => rejections.push(reason);
    process.on('unhandledRejection', onRejection);
    reportError(new Error('boom'), 'window');
    await new Promise((resolve) => setTimeout(resolve, 0));
    await new Promise((resolve) => setTimeout(resolve, 0));
    process.off('unhandledRejection', onRejection);
    expect(rejections).toEqual([]);
  });
});
