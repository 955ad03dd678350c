import { BadRequestException, type PipeTransform } from '@nestjs/common';
import { CONTENT_PAGE_SLUG } from '@shop/contracts';

/** A page or post slug from the path (`[a-z0-9-]{1,80}`), else 400 in the given words. */
export class SlugPipe implements PipeTransform<string, string> {
  constructor(private readonly message: string) {}

  transform(value: string): string {
    if (typeof value !== 'string' || !CONTENT_PAGE_SLUG.test(value)) {
      throw new BadRequestException(this.message);
    }
    return value;
  }
}
