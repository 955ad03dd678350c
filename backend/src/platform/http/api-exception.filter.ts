import {
  Catch,
  HttpException,
  HttpStatus,
  Logger,
  type ArgumentsHost,
  type ExceptionFilter,
} from '@nestjs/common';
import type { Envelope } from '@shop/contracts';
import type { Request, Response } from 'express';
import { DomainError } from '../domain-error';
import { loggedUrl } from '../logging/logged-url';
import { WrongExpectedVersionError } from '../event-store/event-store.errors';
import { isSignedIn } from './shop-session';
import { HTTP_MESSAGES } from './messages';

interface ErrorAnswer {
  status: number;
  error?: string;
  errors?: string[];
}

/** Body-parser errors arrive as plain errors with a status and a type. */
function bodyParserAnswer(exception: unknown): ErrorAnswer | null {
  const { type, status } = (exception ?? {}) as { type?: unknown; status?: unknown };
  if (type === 'entity.parse.failed') return { status: 400, error: HTTP_MESSAGES.invalidJson };
  if (type === 'entity.too.large') return { status: 413, error: HTTP_MESSAGES.tooLarge };
  if (typeof type === 'string' && typeof status === 'number' && status >= 400 && status < 500) {
    return { status, error: HTTP_MESSAGES.invalidJson };
  }
  return null;
}

function httpAnswer(exception: HttpException): ErrorAnswer {
  const status = exception.getStatus();
  if (status === HttpStatus.NOT_FOUND) return { status, error: HTTP_MESSAGES.notFound };
  const body = exception.getResponse();
  const message =
    typeof body === 'string'
      ? body
      : ((body as { message?: unknown }).message ?? exception.message);
  if (Array.isArray(message)) {
    const errors = message.map(String);
    return errors.length === 1 ? { status, error: errors[0] } : { status, errors };
  }
  return { status, error: String(message) };
}

/** Turns every failure into the envelope with a 4xx (or, for real faults, a 500 without details). */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('ApiExceptionFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    const context = host.switchToHttp();
    const request = context.getRequest<Request>();
    const response = context.getResponse<Response>();
    const answer = this.answerFor(exception, request);
    const body: Envelope<null> = {
      data: null,
      ...(answer.error !== undefined ? { error: answer.error } : {}),
      ...(answer.errors !== undefined ? { errors: answer.errors } : {}),
      isSignedIn: isSignedIn(request.shopSession),
    };
    if (response.headersSent) return;
    response.status(answer.status).json(body);
  }

  private answerFor(exception: unknown, request: Request): ErrorAnswer {
    if (exception instanceof DomainError) {
      return exception.details.length > 0
        ? { status: exception.status, errors: [exception.message, ...exception.details] }
        : { status: exception.status, error: exception.message };
    }
    if (exception instanceof WrongExpectedVersionError) {
      return { status: HttpStatus.CONFLICT, error: HTTP_MESSAGES.concurrentChange };
    }
    // Nest wraps body-parser and URL-decoding failures; answer them in our words, not theirs.
    const cause = exception instanceof HttpException ? exception.cause : exception;
    const parserAnswer = bodyParserAnswer(cause);
    if (parserAnswer) return parserAnswer;
    if (cause instanceof URIError)
      return { status: HttpStatus.BAD_REQUEST, error: HTTP_MESSAGES.badAddress };
    if (exception instanceof HttpException) return httpAnswer(exception);
    this.logger.error(
      {
        err: exception,
        req: {
          id: (request as Request & { id?: string }).id,
          method: request.method,
          url: loggedUrl(request.originalUrl),
        },
      },
      'Unhandled error',
    );
    return { status: HttpStatus.INTERNAL_SERVER_ERROR, error: HTTP_MESSAGES.unexpected };
  }
}
