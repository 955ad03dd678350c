import { applyDecorators } from '@nestjs/common';
import { ApiBody, ApiProduces, ApiResponse } from '@nestjs/swagger';

/** A reference to a schema generated from a type exported by `@shop/contracts`. */
export function contractRef(typeName: string): { $ref: string } {
  return { $ref: `#/components/schemas/${typeName}` };
}

export interface ApiDataOptions {
  /** HTTP status of the success answer (default 200; Nest answers 201 to a POST without @HttpCode). */
  status?: number;
  /** `data` is an array of the type. */
  isArray?: boolean;
  description?: string;
}

/**
 * Documents a JSON answer: the envelope with `data` of the contracts type `typeName` (`null` for
 * an answer whose `data` is always null). Every JSON endpoint carries one; the OpenAPI test
 * fails when one is missing or names a type the contracts do not export.
 */
export function ApiData(typeName: string | null, options: ApiDataOptions = {}): MethodDecorator {
  const data =
    typeName === null
      ? { type: 'null' }
      : options.isArray
        ? { type: 'array', items: contractRef(typeName) }
        : contractRef(typeName);
  return applyDecorators(
    ApiResponse({
      status: options.status ?? 200,
      description: options.description ?? 'Success',
      schema: {
        allOf: [contractRef('ApiEnvelope'), { type: 'object', properties: { data } }],
      } as never,
    }),
  );
}

/** Documents a JSON request body as the contracts type `typeName`. */
export function ApiRequestBody(typeName: string): MethodDecorator {
  return ApiBody({ schema: contractRef(typeName) as never, required: true });
}

/** Documents a non-JSON answer (a picture, a CSV file, an event stream). */
export function ApiFileAnswer(mediaTypes: string[], description: string): MethodDecorator {
  return applyDecorators(
    ApiProduces(...mediaTypes),
    ApiResponse({
      status: 200,
      description,
      content: Object.fromEntries(
        mediaTypes.map((type) => [type, { schema: { type: 'string', format: 'binary' } }]),
      ),
    }),
  );
}
