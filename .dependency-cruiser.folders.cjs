// `npm run lint` runs this beside .dependency-cruiser.cjs: no import cycle between folders, of any
// length (platform/http -> platform/session -> platform/http, or the storefront's
// features/content -> features/landing -> features/journal -> features/content), in the code the
// shop runs. Specs, test kits, fixtures and test helpers import across folders to set things up,
// so they are left out here; the file-level rule still covers them.
const base = require('./.dependency-cruiser.cjs');

const TEST_CODE =
  '\\.(spec|test-kit|fixtures|spec-helpers)\\.tsx?$|^backend/src/testing/|^frontend/src/test/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-folder-cycle',
      severity: 'error',
      comment: 'Folders import each other round a cycle; move what both need below them.',
      scope: 'folder',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    ...base.options,
    exclude: { path: `${base.options.exclude.path}|${TEST_CODE}` },
  },
};
