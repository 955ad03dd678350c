import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts';
import { SessionModule } from '../platform/session/session.module';
import { SupportAudit } from './audit/support-audit';
import { SignInController } from './commands/sign-in/sign-in.controller';
import { SignInHandler } from './commands/sign-in/sign-in.handler';
import { SignOutController } from './commands/sign-out/sign-out.controller';
import { SignOutHandler } from './commands/sign-out/sign-out.handler';
import { BasketHistoryQueries } from './projections/basket-history/basket-history.queries';
import { BasketHistoryController } from './queries/basket-history/basket-history.controller';
import { BasketHistoryHandler } from './queries/basket-history/basket-history.handler';
import { BasketHistoryCsvController } from './queries/basket-history-csv/basket-history-csv.controller';
import { BasketHistoryCsvHandler } from './queries/basket-history-csv/basket-history-csv.handler';
import { BasketStateController } from './queries/basket-state/basket-state.controller';
import { BasketStateHandler } from './queries/basket-state/basket-state.handler';
import { FindBasketsController } from './queries/find-baskets/find-baskets.controller';
import { FindBasketsHandler } from './queries/find-baskets/find-baskets.handler';
import { StaffMeController } from './queries/staff-me/staff-me.controller';
import { StaffMeHandler } from './queries/staff-me/staff-me.handler';
import { SupportStaffGuard } from './staff/support-staff.guard';

const SUPPORT_COMMAND_HANDLERS = [SignInHandler, SignOutHandler];
const SUPPORT_QUERY_HANDLERS = [
  FindBasketsHandler,
  BasketHistoryHandler,
  BasketHistoryCsvHandler,
  BasketStateHandler,
  StaffMeHandler,
];

/** The support console's API (ARCHITECTURE.md `support`): staff-only history and replay. */
@Module({
  imports: [AccountsModule, SessionModule],
  controllers: [
    SignInController,
    SignOutController,
    StaffMeController,
    FindBasketsController,
    BasketHistoryController,
    BasketHistoryCsvController,
    BasketStateController,
  ],
  providers: [
    SupportStaffGuard,
    SupportAudit,
    BasketHistoryQueries,
    ...SUPPORT_COMMAND_HANDLERS,
    ...SUPPORT_QUERY_HANDLERS,
  ],
})
export class SupportModule {}
