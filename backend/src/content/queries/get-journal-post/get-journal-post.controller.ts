import { Controller, Get, Header, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { JournalPost } from '@shop/contracts';
import { ApiData } from '../../../platform/http/api-docs/api-docs.decorators';
import { CONTENT_MESSAGES } from '../../domain/content.messages';
import { CONTENT_CACHE } from '../cache-control';
import { SlugPipe } from '../slug-pipe';
import { GetJournalPost } from './get-journal-post.query';

@ApiTags('content')
@Controller('journal')
export class GetJournalPostController {
  constructor(private readonly queryBus: QueryBus) {}

  /** `GET /api/journal/{slug}`: the `/journal/{slug}` page. */
  @Get(':slug')
  @Header('Cache-Control', CONTENT_CACHE)
  @ApiOperation({ summary: 'A published journal post with its body.' })
  @ApiParam({
    name: 'slug',
    description: 'The post, e.g. the-story-of-our-freshness-guarantee',
    schema: { type: 'string', pattern: '^[a-z0-9-]{1,80}$' },
  })
  @ApiData('JournalPost')
  journalPost(
    @Param('slug', new SlugPipe(CONTENT_MESSAGES.badJournalSlug)) slug: string,
  ): Promise<JournalPost> {
    return this.queryBus.execute(new GetJournalPost({ slug }));
  }
}
