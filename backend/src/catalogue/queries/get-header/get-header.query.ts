import { Query } from '@nestjs/cqrs';
import type { HeaderInfo } from '@shop/contracts';

/** The header's 'Earliest available delivery' date. */
export class GetHeader extends Query<HeaderInfo> {}
