// The Posy Points module's public face: other modules import from here, never from its files.
export { PointsModule } from './points.module';
export { PointsLedgerService, type PointsSpending } from './points-ledger.service';
