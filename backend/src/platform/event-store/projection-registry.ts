import { Injectable } from '@nestjs/common';
import type { DocumentProjection } from './document-projection';

/**
 * Inline projections, written in the append transaction. Domain modules register theirs when
 * they initialise, before the application takes requests.
 */
@Injectable()
export class ProjectionRegistry {
  private readonly projections: DocumentProjection[] = [];

  register(projection: DocumentProjection): void {
    if (this.projections.some((p) => p.name === projection.name)) {
      throw new Error(`Projection ${projection.name} is registered twice`);
    }
    this.projections.push(projection);
  }

  inline(): readonly DocumentProjection[] {
    return this.projections;
  }

  byName(name: string): DocumentProjection | undefined {
    return this.projections.find((p) => p.name === name);
  }
}
