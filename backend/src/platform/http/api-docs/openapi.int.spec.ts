import request from 'supertest';
import { createTestApp } from '../../../testing/test-app';

type Schema = {
  $ref?: string;
  allOf?: Schema[];
  items?: Schema;
  properties?: Record<string, Schema>;
};
type Operation = {
  operationId: string;
  requestBody?: { content: Record<string, { schema?: Schema }> };
  responses: Record<string, { content?: Record<string, { schema?: Schema }> }>;
};
type Document = {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown> };
};

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** Every `$ref` in a schema, however deep. */
function refsOf(value: unknown): string[] {
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) =>
    key === '$ref' && typeof inner === 'string' ? [inner] : refsOf(inner),
  );
}

describe('the OpenAPI document', () => {
  let app: Awaited<ReturnType<typeof createTestApp>>;
  let document: Document;
  const operations: [string, Operation][] = [];

  beforeAll(async () => {
    app = await createTestApp();
    const answer = await request(app.server).get('/api/openapi.json').expect(200);
    document = answer.body as Document;
    for (const [route, item] of Object.entries(document.paths)) {
      for (const method of METHODS) {
        if (item[method]) operations.push([`${method.toUpperCase()} ${route}`, item[method]]);
      }
    }
  });
  afterAll(() => app.close());

  it('is OpenAPI 3.1 and lists the endpoints an integrator needs', () => {
    expect(document.openapi).toBe('3.1.0');
    const names = operations.map(([name]) => name);
    expect(names).toEqual(
      expect.arrayContaining([
        'GET /api/checkout/get',
        'POST /api/checkout/update',
        'POST /api/product/add',
        'GET /api/calendar/get-days/{start}/{end}/{productId}',
        'GET /api/category/{slug}',
        'GET /api/support/baskets/{id}/events',
        'GET /api/analytics/events',
        'GET /api/health',
      ]),
    );
  });

  it('documents a success answer of every endpoint with a schema from the contracts', () => {
    const undocumented = operations
      .filter(([, operation]) => {
        const success = Object.entries(operation.responses).filter(([status]) =>
          status.startsWith('2'),
        );
        return !success.some(([, answer]) =>
          Object.values(answer.content ?? {}).some((media) => media.schema),
        );
      })
      .map(([name]) => name);
    expect(undocumented).toEqual([]);
  });

  it('documents the request body of every endpoint that takes one, as a contracts type', () => {
    const contractNames = new Set(Object.keys(document.components.schemas));
    const badBodies = operations
      .filter(([, operation]) => operation.requestBody)
      .filter(([, operation]) => {
        const media = Object.entries(operation.requestBody!.content);
        return !media.every(
          ([type, { schema }]) =>
            schema &&
            (type === 'multipart/form-data' || refsOf(schema).length > 0) &&
            refsOf(schema).every((ref) => contractNames.has(ref.split('/').pop()!)),
        );
      })
      .map(([name]) => name);
    expect(badBodies).toEqual([]);
  });

  it('resolves every schema reference', () => {
    const names = new Set(Object.keys(document.components.schemas));
    const missing = [...new Set(refsOf(document))]
      .map((ref) => ref.replace('#/components/schemas/', ''))
      .filter((name) => !names.has(name));
    expect(missing).toEqual([]);
  });

  it('has a browsable page at /api/docs', async () => {
    const page = await request(app.server).get('/api/docs/').expect(200);
    expect(page.text).toContain('swagger-ui');
    // Its inline styles are allowed there; scripts stay own-origin, and the shop keeps its CSP.
    expect(page.headers['content-security-policy']).toContain("style-src 'self' 'unsafe-inline'");
    expect(page.headers['content-security-policy']).toContain("script-src 'self';");
    const shop = await request(app.server).get('/api/health').expect(200);
    expect(shop.headers['content-security-policy']).toContain("style-src 'self';");
  });
});

describe('the OpenAPI document in production', () => {
  it('is not served unless API_DOCS=true', async () => {
    const app = await createTestApp({ config: { apiDocs: false } });
    try {
      await request(app.server).get('/api/openapi.json').expect(404);
      await request(app.server).get('/api/docs/').expect(404);
    } finally {
      await app.close();
    }
  });
});
