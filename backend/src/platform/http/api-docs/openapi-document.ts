import { readFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import * as path from 'node:path';
import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';

/** Where the contracts build writes a JSON Schema of every exported type. */
export function contractSchemasFile(): string {
  return path.join(
    path.dirname(require.resolve('@shop/contracts/package.json')),
    'dist',
    'json-schemas.json',
  );
}

/**
 * The OpenAPI 3.1 document: paths from the controllers and their decorators, schemas from the
 * contracts (the same types both sides compile against), so the document cannot drift from them.
 */
export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setOpenAPIVersion('3.1.0')
    .setTitle('Posy shop API')
    .setDescription(
      'Every answer is the envelope { data, error?, errors?, isSignedIn, redirectUrl? }. ' +
        'Sessions travel in the httpOnly shop_session cookie; state-changing calls are refused ' +
        'when the browser says they are cross-site.',
    )
    .setVersion('1')
    // Support staff: the session cookie a staff sign-in mints. Analytics consumers: an API key,
    // as a bearer token or in X-Api-Key (docs/analytics-feed.md).
    .addCookieAuth('shop_session')
    .addBearerAuth()
    .addApiKey({ type: 'apiKey', in: 'header', name: 'X-Api-Key' })
    .build();
  const document = SwaggerModule.createDocument(app, config);
  const contracts = JSON.parse(readFileSync(contractSchemasFile(), 'utf8')) as Record<
    string,
    object
  >;
  document.components = {
    ...document.components,
    schemas: { ...contracts, ...document.components?.schemas },
  };
  return document;
}

/**
 * Swagger UI sets inline styles (its layout and its hidden icon sprite); its page alone may, as it
 * shows no shopper's data. Scripts stay our own origin only, like everywhere else.
 */
const DOCS_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; " +
  "font-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'self'; frame-ancestors 'none'";

/** `GET /api/openapi.json` and the browsable page at `/api/docs`. */
export function serveApiDocs(app: INestApplication): void {
  app.use('/api/docs', (_request: unknown, response: ServerResponse, next: () => void) => {
    response.setHeader('Content-Security-Policy', DOCS_CSP);
    next();
  });
  let document: OpenAPIObject | undefined;
  SwaggerModule.setup('api/docs', app, () => (document ??= buildOpenApiDocument(app)), {
    useGlobalPrefix: false,
    jsonDocumentUrl: 'api/openapi.json',
    raw: ['json'],
    customSiteTitle: 'Posy shop API',
  });
}
