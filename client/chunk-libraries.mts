import type { Plugin } from 'vite';

/** The libraries bench/chunks.mjs follows into first loads, by the path of their modules. */
const LIBRARIES = { chakra: /node_modules[\\/](@chakra-ui|@ark-ui|@zag-js|@emotion|@pandacss)[\\/]/ };

/**
 * Writes `.vite/chunk-libraries.json`: for each chunk of the browser's build, which of LIBRARIES
 * it holds code of. bench/chunks.mjs fails the build when a server-rendered page's first load
 * holds Chakra's (those pages are plain elements; Chakra comes with what needs it).
 */
export function chunkLibraries(): Plugin {
  return {
    name: 'chunk-libraries',
    apply: 'build',
    generateBundle(_options, bundle) {
      const report: Record<string, string[]> = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const ids = Object.keys(chunk.modules);
        const held = Object.entries(LIBRARIES)
          .filter(([, test]) => ids.some((id) => test.test(id)))
          .map(([name]) => name);
        if (held.length) report[chunk.fileName.replace(/^assets\//, '')] = held;
      }
      this.emitFile({
        type: 'asset',
        fileName: '.vite/chunk-libraries.json',
        source: JSON.stringify(report, null, 1),
      });
    },
  };
}
