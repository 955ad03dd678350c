import type { Request } from 'express';
import { commandContextOf } from '../../basket';
import type { DiscountAttempt } from '../discount-application.service';

/** The session's basket and the address Express trusts (`request.ip`), for counting wrong codes. */
export const discountAttemptOf = (request: Request): DiscountAttempt => ({
  context: commandContextOf(request),
  address: request.ip ?? '',
});
