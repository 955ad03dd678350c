import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Params } from 'nestjs-pino';
import type { AppConfig } from '../config/app-config';

const CLIENT_REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** Structured JSON request logs (pino) with a request id echoed in `X-Request-Id`. */
export function requestLoggingOptions(config: AppConfig): Params {
  return {
    pinoHttp: {
      level: config.logLevel,
      genReqId(request: IncomingMessage, response: ServerResponse) {
        const given = request.headers['x-request-id'];
        const id =
          typeof given === 'string' && CLIENT_REQUEST_ID.test(given) ? given : randomUUID();
        response.setHeader('X-Request-Id', id);
        return id;
      },
      // Lean lines: no headers, so no cookies or tokens in the logs.
      serializers: {
        req: (request: { id: string; method: string; url: string }) => ({
          id: request.id,
          method: request.method,
          url: request.url,
        }),
        res: (response: { statusCode: number }) => ({ statusCode: response.statusCode }),
      },
      autoLogging: { ignore: (request: IncomingMessage) => !request.url?.startsWith('/api') },
      customLogLevel(_request, response, error) {
        if (error || response.statusCode >= 500) return 'error';
        if (response.statusCode >= 400) return 'warn';
        return 'info';
      },
    },
  };
}
