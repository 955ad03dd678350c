import { Global, Module } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Clock } from '../clock/clock';
import { SqlDatabase } from '../database/sql-database';
import { EventStore } from './event-store';
import { ProjectionRegistry } from './projection-registry';
import { SubscriptionRunner } from './subscription-runner';

@Global()
@Module({
  providers: [
    { provide: SqlDatabase, inject: [DataSource], useFactory: SqlDatabase.fromDataSource },
    ProjectionRegistry,
    {
      provide: EventStore,
      inject: [SqlDatabase, ProjectionRegistry, Clock],
      useFactory: (sql: SqlDatabase, registry: ProjectionRegistry, clock: Clock) =>
        new EventStore(sql, registry, clock),
    },
    SubscriptionRunner,
  ],
  exports: [SqlDatabase, ProjectionRegistry, EventStore, SubscriptionRunner],
})
export class EventStoreModule {}
