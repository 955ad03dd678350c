import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts';
import { SessionModule } from '../platform/session/session.module';
import { SupportAudit } from './audit/support-audit';
import { ClientErrorSweeper } from './client-errors/client-error-sweeper';
import { SUPPORT_COMMAND_HANDLERS } from './commands';
import { ReportClientErrorController } from './commands/report-client-error/report-client-error.controller';
import { SignInController } from './commands/sign-in/sign-in.controller';
import { SignOutController } from './commands/sign-out/sign-out.controller';
import { BasketHistoryQueries } from './projections/basket-history/basket-history.queries';
import { LinkedStreamsQueries } from './projections/basket-history/linked-streams.queries';
import { BasketReplayQueries } from './projections/basket-replay/basket-replay.queries';
import { BasketHistoryController } from './queries/basket-history/basket-history.controller';
import { BasketHistoryCsvController } from './queries/basket-history-csv/basket-history-csv.controller';
import { ClientErrorsController } from './queries/client-errors/client-errors.controller';
import { BasketStateController } from './queries/basket-state/basket-state.controller';
import { FindBasketsController } from './queries/find-baskets/find-baskets.controller';
import { StaffMeController } from './queries/staff-me/staff-me.controller';
import { SUPPORT_QUERY_HANDLERS } from './queries';
import { SupportStaffGuard } from './staff/support-staff.guard';

/**
 * The support console's API (docs/architecture.md "Backend modules"): staff-only history and
 * replay, and the storefront's error reports (posted by any browser, read by staff).
 */
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
    ReportClientErrorController,
    ClientErrorsController,
  ],
  providers: [
    SupportStaffGuard,
    SupportAudit,
    BasketHistoryQueries,
    LinkedStreamsQueries,
    BasketReplayQueries,
    ClientErrorSweeper,
    ...SUPPORT_COMMAND_HANDLERS,
    ...SUPPORT_QUERY_HANDLERS,
  ],
})
export class SupportModule {}
