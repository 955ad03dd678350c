/**
 * NestJS 12 ships as ES modules only. Node 20.19+ loads them from our CommonJS build through
 * require(esm), but Jest's module loader cannot, so tests compile those packages to CommonJS
 * with swc. `import.meta.url` has no CommonJS form: it becomes the file's URL.
 */
const { createTransformer } = require('@swc/jest');

const inner = createTransformer({
  jsc: { parser: { syntax: 'ecmascript' }, target: 'es2022', keepClassNames: true },
  module: { type: 'commonjs' },
  sourceMaps: 'inline',
});

function toCommonJs(source) {
  return source
    .replace(/const require = createRequire\(import\.meta\.url\);/g, '')
    .replace(/import\.meta\.url/g, 'require("node:url").pathToFileURL(__filename).href');
}

module.exports = {
  process(source, filename, options) {
    return inner.process(toCommonJs(source), filename, options);
  },
  getCacheKey(source, filename, options) {
    return `${inner.getCacheKey(toCommonJs(source), filename, options)}:esm-packages-swc-1`;
  },
};
