/**
 * Jest's transform for the tests, the server and client sources they load, and the ES-module-only
 * packages jest.config.js lists: TypeScript's own compiler, file by file (`transpileModule`, no
 * type check: `npm run typecheck` does that), to CommonJS, with the build's decorators and their
 * metadata (TypeORM, TypeGraphQL) and React's automatic JSX runtime. The build compiles with the
 * same compiler, so a test runs what `npm run build` would ship.
 */
const { createHash } = require('node:crypto');
const { readFileSync } = require('node:fs');
const ts = require('typescript');

const compilerOptions = {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.CommonJS,
  jsx: ts.JsxEmit.ReactJSX,
  esModuleInterop: true,
  experimentalDecorators: true,
  emitDecoratorMetadata: true,
  allowJs: true,
  inlineSourceMap: true,
  inlineSources: true,
};

const self = readFileSync(__filename);

module.exports = {
  process(sourceText, sourcePath) {
    const { outputText } = ts.transpileModule(sourceText, {
      compilerOptions,
      // As a .js file: TypeScript keeps an .mjs file's ES module syntax whatever `module` says.
      fileName: sourcePath.replace(/\.mjs$/, '.js'),
      reportDiagnostics: false,
    });
    // A CommonJS module has no `import.meta`: its URL is the file's (unpdf's PDF.js asks for it).
    return {
      code: outputText.replaceAll('import.meta.url', 'require("node:url").pathToFileURL(__filename).href'),
    };
  },
  getCacheKey(sourceText, sourcePath, options) {
    return createHash('sha256')
      .update(self)
      .update(ts.version)
      .update(options.configString)
      .update(sourcePath)
      .update(sourceText)
      .digest('hex');
  },
};
