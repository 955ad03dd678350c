import { Inject, Injectable, type LoggerService, type OnApplicationShutdown } from '@nestjs/common';
import pino, { type Logger as PinoLogger } from 'pino';
import type { AppConfig } from '../config/app-config';

/** Nest injection token for the root pino logger. */
export const ROOT_LOGGER = Symbol('ROOT_LOGGER');

/**
 * The one pino logger. Lines go to stdout through an asynchronous buffer: a synchronous write per
 * request line costs a system call on the request's time.
 */
export function createRootLogger(config: AppConfig): PinoLogger {
  if (config.logLevel === 'silent') return pino({ level: 'silent' });
  return pino({ level: config.logLevel }, pino.destination({ dest: 1, sync: false }));
}

type Level = 'trace' | 'debug' | 'info' | 'warn' | 'error' | 'fatal';

/** Nest's logger interface over pino: `new Logger(context).log(...)` becomes one JSON line. */
@Injectable()
export class AppLogger implements LoggerService, OnApplicationShutdown {
  constructor(@Inject(ROOT_LOGGER) private readonly pino: PinoLogger) {}

  verbose(message: unknown, ...params: unknown[]): void {
    this.write('trace', message, params);
  }
  debug(message: unknown, ...params: unknown[]): void {
    this.write('debug', message, params);
  }
  log(message: unknown, ...params: unknown[]): void {
    this.write('info', message, params);
  }
  warn(message: unknown, ...params: unknown[]): void {
    this.write('warn', message, params);
  }
  error(message: unknown, ...params: unknown[]): void {
    this.write('error', message, params);
  }
  fatal(message: unknown, ...params: unknown[]): void {
    this.write('fatal', message, params);
  }

  /** Writes what is still buffered before the process goes. */
  onApplicationShutdown(): void {
    const stream = (this.pino as unknown as Record<symbol, unknown>)[pino.symbols.streamSym] as {
      flushSync?: () => void;
    };
    try {
      stream.flushSync?.();
    } catch {
      // Not open yet: nothing was written.
    }
  }

  /** Nest passes the context last; its exception handlers pass a stack before it. */
  private write(level: Level, message: unknown, params: unknown[]): void {
    if (!this.pino.isLevelEnabled(level)) return;
    const fields: Record<string, unknown> = {};
    const rest = [...params];
    if (typeof rest.at(-1) === 'string') fields.context = rest.pop();
    if (typeof rest[0] === 'string' && /\n\s*at /.test(rest[0])) fields.stack = rest.shift();
    let text = typeof message === 'string' ? message : undefined;
    if (message instanceof Error) fields.err = message;
    else if (typeof message === 'object' && message !== null) Object.assign(fields, message);
    if (text === undefined && typeof rest[0] === 'string') text = rest.shift() as string;
    this.pino[level](fields, text);
  }
}
