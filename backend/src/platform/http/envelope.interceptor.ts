import {
  Injectable,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import type { Envelope } from '@shop/contracts';
import type { Request } from 'express';
import { map, type Observable } from 'rxjs';
import { isSignedIn } from './shop-session';
import { ApiAnswer } from './api-answer';

/** Wraps every controller answer in the envelope `{ data, error?, errors?, isSignedIn, redirectUrl? }`. */
@Injectable()
export class EnvelopeInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<Envelope> {
    const request = context.switchToHttp().getRequest<Request>();
    return next.handle().pipe(
      map((value: unknown) => {
        const answer = value instanceof ApiAnswer ? value : new ApiAnswer(value ?? null);
        return {
          data: answer.data,
          ...answer.extras,
          isSignedIn: isSignedIn(request.shopSession),
        };
      }),
    );
  }
}
