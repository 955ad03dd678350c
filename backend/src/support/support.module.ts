import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts';
import { SessionModule } from '../platform/session/session.module';
import { BasketHistory } from './history/basket-history';
import { BasketHistoryController } from './history/basket-history.controller';
import { BasketReplayController } from './replay/basket-replay.controller';
import { BasketSearchController } from './search/basket-search.controller';
import { BasketSearchQueries } from './search/basket-search.queries';
import { SupportSessionController } from './staff/support-session.controller';
import { SupportStaffGuard } from './staff/support-staff.guard';
import { SupportAudit } from './support-audit';

/** The support console's API (ARCHITECTURE.md `support`): staff-only history and replay. */
@Module({
  imports: [AccountsModule, SessionModule],
  controllers: [
    SupportSessionController,
    BasketSearchController,
    BasketHistoryController,
    BasketReplayController,
  ],
  providers: [SupportStaffGuard, SupportAudit, BasketHistory, BasketSearchQueries],
})
export class SupportModule {}
