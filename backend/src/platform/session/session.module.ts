import { Module, RequestMethod, type MiddlewareConsumer, type NestModule } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SessionSaveInterceptor } from './session-save.interceptor';
import { SessionResidents } from './session-residents';
import { SessionSweeper } from './session-sweeper';
import { SessionEntity } from './session.entity';
import { SessionMiddleware } from './session.middleware';
import { SessionService } from './session.service';
import { UserSessionController } from './user-session.controller';

@Module({
  imports: [TypeOrmModule.forFeature([SessionEntity])],
  controllers: [UserSessionController],
  providers: [
    SessionService,
    SessionMiddleware,
    SessionSweeper,
    SessionResidents,
    { provide: APP_INTERCEPTOR, useClass: SessionSaveInterceptor },
  ],
  exports: [SessionService, SessionSweeper, SessionResidents],
})
export class SessionModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    // Health checks from load balancers and analytics consumers (API keys, not cookies) must
    // not mint a session each time.
    consumer
      .apply(SessionMiddleware)
      .exclude(
        { path: 'health', method: RequestMethod.GET },
        { path: 'analytics/*path', method: RequestMethod.GET },
      )
      .forRoutes({ path: '*path', method: RequestMethod.ALL });
  }
}
