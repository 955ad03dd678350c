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
import {
  ApiBearerAuth,
  ApiHeader,
  ApiOperation,
  ApiQuery,
  ApiSecurity,
  ApiTags,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { ApiFileAnswer, contractRef } from '../../../platform/http/api-docs/api-docs.decorators';
import { AnalyticsKeyGuard, presentedKey } from '../../api-keys/analytics-key.guard';
import { ANALYTICS_MESSAGES } from '../../domain/analytics.messages';
import { CURSOR_FORMAT } from '../../domain/feed-cursor';
import { AnalyticsFeedStreamer } from './analytics-feed.streamer';
import { AnalyticsStreamDto } from './analytics-stream.dto';

/**
 * The feed as server-sent events. A stream is a long-lived response written as the feed grows,
 * not one value, so it is served by the streamer rather than dispatched on the QueryBus.
 */
@ApiTags('analytics')
@ApiBearerAuth()
@ApiSecurity('api_key')
@Controller('analytics')
@UseGuards(AnalyticsKeyGuard)
export class AnalyticsStreamController {
  constructor(private readonly streamer: AnalyticsFeedStreamer) {}

  /**
   * Live. Resumes after `Last-Event-ID` (what EventSource sends when it reconnects), else after
   * `?after=`, else from the start. 429 when the key, or this instance, has as many streams open
   * as it may (AnalyticsStreamSlots).
   */
  @Get('stream')
  @ApiOperation({ summary: 'The analytics feed as live server-sent events, resumable by cursor.' })
  @ApiQuery({
    name: 'AnalyticsStreamQuery',
    required: false,
    style: 'form',
    explode: true,
    schema: contractRef('AnalyticsStreamQuery'),
  })
  @ApiHeader({
    name: 'Last-Event-ID',
    required: false,
    description: 'The `id:` of the last event read; wins over `?after=`.',
  })
  @ApiFileAnswer(
    ['text/event-stream'],
    'One message per feed event: `id:` (the cursor), `event:` (the CloudEvent type) and `data:` (the CloudEvent JSON).',
  )
  async stream(
    @Query() query: AnalyticsStreamDto,
    @Headers('last-event-id') lastEventId: string | undefined,
    @Req() request: Request & { analyticsKeyId?: string },
    @Res() response: Response,
  ): Promise<void> {
    const cursor = lastEventId?.trim() || query.after || '0';
    if (!CURSOR_FORMAT.test(cursor)) {
      throw new BadRequestException(ANALYTICS_MESSAGES.badLastEventId);
    }
    await this.streamer.stream(
      response,
      Number(cursor),
      presentedKey(request) ?? '',
      request.analyticsKeyId!,
    );
  }
}
