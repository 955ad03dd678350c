import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { PostcodeCheckResponse } from '@shop/contracts';
import { checkPostcode } from '../../../delivery-rules';
import { DomainError } from '../../../platform/domain-error';
import { CheckPostcode } from './check-postcode.query';

/** A bad format is a 400 with the spec's words; a postcode we cannot serve is a 200 saying so. */
@QueryHandler(CheckPostcode)
export class CheckPostcodeHandler implements IQueryHandler<CheckPostcode> {
  async execute({ params }: CheckPostcode): Promise<PostcodeCheckResponse> {
    const check = checkPostcode(params.deliveryMethodId, params.postcode);
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
