import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import type { Logger } from 'pino';
import { loggedUrl } from '../logging/logged-url';
import { isApiPath } from './api-path';

const CLIENT_REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/**
 * Gives every request an id, echoed in `X-Request-Id`, and logs each `/api` request as one JSON
 * line when it ends: info below 400 and for requests the client gave up on ('request aborted':
 * a shopper closing the tab is not a fault), warn for 4xx, error for 5xx. Lean lines:
 * no headers, so no cookies or tokens in the logs, and the address cut to 200 characters. Costs nothing more when the level is off.
 */
export function requestLogging(logger: Logger) {
  return (request: Request, response: Response, next: NextFunction): void => {
    const given = request.headers['x-request-id'];
    const id = typeof given === 'string' && CLIENT_REQUEST_ID.test(given) ? given : randomUUID();
    // Read back by command handlers as the events' correlation id.
    (request as Request & { id?: string }).id = id;
    response.setHeader('X-Request-Id', id);
    const { method, url } = request; // as asked, before any router rewrites it
    if (logger.isLevelEnabled('error') && isApiPath(url)) {
      const started = Date.now();
      response.once('close', () => {
        const { statusCode } = response;
        const aborted = !response.writableFinished;
        const level = aborted || statusCode < 400 ? 'info' : statusCode >= 500 ? 'error' : 'warn';
        if (!logger.isLevelEnabled(level)) return;
        logger[level](
          {
            req: { id, method, url: loggedUrl(url) },
            res: { statusCode },
            responseTime: Date.now() - started,
          },
          aborted ? 'request aborted' : 'request completed',
        );
      });
    }
    next();
  };
}
