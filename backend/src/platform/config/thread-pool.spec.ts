import { applyThreadPoolSize } from './thread-pool';

describe('applyThreadPoolSize', () => {
  it('sets UV_THREADPOOL_SIZE to 8 unless configured', () => {
    const env: Record<string, string | undefined> = {};
    expect(applyThreadPoolSize(env)).toBe(8);
    expect(env.UV_THREADPOOL_SIZE).toBe('8');
    const configured: Record<string, string | undefined> = { UV_THREADPOOL_SIZE: '16' };
    expect(applyThreadPoolSize(configured)).toBe(16);
    expect(configured.UV_THREADPOOL_SIZE).toBe('16');
    expect(() => applyThreadPoolSize({ UV_THREADPOOL_SIZE: 'lots' })).toThrow(/UV_THREADPOOL_SIZE/);
  });
});
