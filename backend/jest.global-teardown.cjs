const fs = require('node:fs');
const path = require('node:path');
const { Client } = require('pg');

/**
 * Removes this run's template databases: the folder, and the PostgreSQL template named in it
 * (backend/src/platform/database/database-template.ts writes the name before creating it).
 */
module.exports = async function globalTeardown() {
  const dir = process.env.SHOP_TEST_TEMPLATES;
  if (!dir) return;
  const named = path.join(dir, 'postgres.database');
  if (process.env.PG_URL && fs.existsSync(named)) {
    const client = new Client({ connectionString: process.env.PG_URL });
    await client.connect();
    try {
      const name = fs.readFileSync(named, 'utf8').trim();
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    } finally {
      await client.end();
    }
  }
  fs.rmSync(dir, { recursive: true, force: true });
};
