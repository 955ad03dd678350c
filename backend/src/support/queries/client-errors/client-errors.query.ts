import { Query } from '@nestjs/cqrs';
import type { ClientErrorList } from '@shop/contracts';

/** The latest `limit` error reports from the storefront, newest first. */
export class ClientErrors extends Query<ClientErrorList> {
  constructor(readonly limit: number) {
    super();
  }
}
