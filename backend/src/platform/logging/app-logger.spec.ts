import { Writable } from 'node:stream';
import pino from 'pino';
import { AppLogger } from './app-logger';

function loggerWithLines() {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  return { logger: new AppLogger(pino({ level: 'info' }, sink)), lines };
}

describe('AppLogger', () => {
  it("writes Nest's log calls as pino lines with their context", () => {
    const { logger, lines } = loggerWithLines();
    logger.log('Shop ready', 'Shop');
    logger.error({ req: { id: 'r-1' } }, 'Unhandled error', 'ApiExceptionFilter');
    logger.error('Boom', 'Error: Boom\n    at somewhere (x.ts:1:1)', 'ExceptionsHandler');
    logger.debug('not at this level', 'Shop');
    expect(lines).toEqual([
      expect.objectContaining({ level: 30, msg: 'Shop ready', context: 'Shop' }),
      expect.objectContaining({
        level: 50,
        msg: 'Unhandled error',
        context: 'ApiExceptionFilter',
        req: { id: 'r-1' },
      }),
      expect.objectContaining({
        level: 50,
        msg: 'Boom',
        context: 'ExceptionsHandler',
        stack: expect.stringContaining('at somewhere'),
      }),
    ]);
  });
});
