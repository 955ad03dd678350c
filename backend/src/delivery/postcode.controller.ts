import { Controller, Get, Param } from '@nestjs/common';
import type { PostcodeCheckResponse } from '@shop/contracts';
import { DomainError } from '../platform/domain-error';
import { checkPostcode } from './domain/postcode-rules';

@Controller('postcode')
export class PostcodeController {
  /**
   * `GET /api/postcode/check/{deliveryMethodId}/{postcode}` (spec 000 §7). Express has already
   * decoded the path, so `SW1A%201AA` arrives as `SW1A 1AA`. A bad format is a 400 with the
   * spec's words; a postcode we cannot serve is a 200 whose result says so.
   */
  @Get('check/:deliveryMethodId/:postcode')
  check(
    @Param('deliveryMethodId') deliveryMethodId: string,
    @Param('postcode') postcode: string,
  ): PostcodeCheckResponse {
    const check = checkPostcode(deliveryMethodId, postcode);
    switch (check.kind) {
      case 'checked':
        return { result: check.result, messages: check.messages };
      case 'invalid':
        throw new DomainError(check.message, 400);
      case 'unknown-method':
        throw new DomainError(check.message, 404);
      default: {
        const unhandled: never = check;
        throw new Error(`Unhandled postcode check: ${JSON.stringify(unhandled)}`);
      }
    }
  }
}
