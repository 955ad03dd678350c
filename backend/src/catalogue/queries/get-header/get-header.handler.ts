import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { HeaderInfo } from '@shop/contracts';
import { CatalogueService } from '../../catalogue.service';
import { GetHeader } from './get-header.query';

@QueryHandler(GetHeader)
export class GetHeaderHandler implements IQueryHandler<GetHeader> {
  constructor(private readonly catalogue: CatalogueService) {}

  async execute(): Promise<HeaderInfo> {
    return { earliestDeliveryDate: this.catalogue.earliestOverall() };
  }
}
