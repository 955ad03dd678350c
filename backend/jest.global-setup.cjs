const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

/**
 * A folder for this jest run's template databases, shared by its workers through the
 * environment (backend/src/platform/database/database-template.ts builds them on first use).
 */
module.exports = async function globalSetup() {
  process.env.SHOP_TEST_TEMPLATES = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-templates-'));
};
