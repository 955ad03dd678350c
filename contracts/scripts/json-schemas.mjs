// Part of the contracts build: a JSON Schema (draft 2020-12, as OpenAPI 3.1 uses) of every type
// exported from src/index.ts, written to dist/json-schemas.json. The backend's OpenAPI document
// takes its request and response schemas from here, so the documented shapes are the contracts.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createGenerator } from 'ts-json-schema-generator';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const schema = createGenerator({
  path: join(root, 'src/index.ts'),
  tsconfig: join(root, 'tsconfig.json'),
  type: '*',
  expose: 'export',
  jsDoc: 'extended',
  skipTypeCheck: true,
  functions: 'hide',
}).createSchema('*');

// Generic instantiations get names like `DomainEvent<"ProductAdded",structure-…>`, which OpenAPI
// does not allow as component names: give them `DomainEvent_1`, `DomainEvent_2`, …
const renamed = new Map();
const counters = new Map();
for (const name of Object.keys(schema.definitions ?? {})) {
  if (/^[A-Za-z0-9._-]+$/.test(name)) continue;
  const base = name.replace(/<.*$/s, '').replace(/[^A-Za-z0-9._-]/g, '') || 'Type';
  const n = (counters.get(base) ?? 0) + 1;
  counters.set(base, n);
  renamed.set(name, `${base}_${n}`);
}
const definitions = {};
for (const [name, definition] of Object.entries(schema.definitions ?? {})) {
  if (name === '*') continue;
  definitions[renamed.get(name) ?? name] = definition;
}
const text = JSON.stringify(definitions).replace(/"#\/definitions\/([^"]+)"/g, (_, ref) => {
  const name = decodeURIComponent(ref);
  return JSON.stringify(`#/components/schemas/${renamed.get(name) ?? name}`);
});
mkdirSync(join(root, 'dist'), { recursive: true });
writeFileSync(join(root, 'dist/json-schemas.json'), text);
console.log(`contracts: ${Object.keys(definitions).length} JSON schemas written`);
