import {
  BadRequestException,
  Controller,
  Get,
  Headers,
  Query,
  Req,
  Res,
  UseGuards,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import { AnalyticsStreamQuery, CURSOR_FORMAT, CURSOR_MESSAGE } from './analytics-feed.dto';
import { AnalyticsFeedStreamer } from './analytics-feed.streamer';
import { AnalyticsKeyGuard, presentedKey } from './analytics-key.guard';

@Controller('analytics')
@UseGuards(AnalyticsKeyGuard)
export class AnalyticsStreamController {
  constructor(private readonly streamer: AnalyticsFeedStreamer) {}

  /**
   * The feed as server-sent events, live. Resumes after `Last-Event-ID` (what EventSource sends
   * when it reconnects), else after `?after=`, else from the start.
   */
  @Get('stream')
  async stream(
    @Query() query: AnalyticsStreamQuery,
    @Headers('last-event-id') lastEventId: string | undefined,
    @Req() request: Request,
    @Res() response: Response,
  ): Promise<void> {
    const cursor = lastEventId?.trim() || query.after || '0';
    if (!CURSOR_FORMAT.test(cursor)) {
      throw new BadRequestException(CURSOR_MESSAGE.replace('after', 'Last-Event-ID'));
    }
    await this.streamer.stream(response, Number(cursor), presentedKey(request) ?? '');
  }
}
