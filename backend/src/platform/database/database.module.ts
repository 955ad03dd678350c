import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { bootLockTarget, withBootLock } from './boot-lock';
import { dataSourceOptions } from './data-source-options';

/**
 * The one database connection. Migrations run when it opens, under the boot lock, so instances
 * starting together on an empty database take turns (the second finds nothing left to do).
 */
@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        ...dataSourceOptions(config.database),
        autoLoadEntities: true,
        migrationsRun: false,
      }),
      dataSourceFactory: async (options) => {
        if (!options) throw new Error('No database options');
        const dataSource = await new DataSource(options).initialize();
        await withBootLock(bootLockTarget(options), () => dataSource.runMigrations());
        return dataSource;
      },
    }),
  ],
})
export class DatabaseModule {}
