/**
 * How jest turns TypeScript into CommonJS: swc, which only transpiles (type checking is lint's
 * `tsc --noEmit`). NestJS reads constructor types for injection, so decorators keep emitting
 * their metadata as `tsc` does (`experimentalDecorators`, `emitDecoratorMetadata`), and class
 * names are kept (Nest and TypeORM name providers and entities after them).
 */
function swcTransform({ decorators = false } = {}) {
  return [
    '@swc/jest',
    {
      jsc: {
        parser: { syntax: 'typescript', decorators },
        target: 'es2022',
        keepClassNames: true,
        transform: decorators
          ? { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: true }
          : { useDefineForClassFields: true },
      },
      module: { type: 'commonjs' },
      sourceMaps: 'inline',
    },
  ];
}

module.exports = { swcTransform };
