import type { CodegenConfig } from '@graphql-codegen/cli';

/** The client's typed GraphQL documents (`npm run codegen`) from schema.graphql and the client's operations. */
const config: CodegenConfig = {
  schema: 'schema.graphql',
  documents: ['client/src/**/*.{ts,tsx}', '!client/src/gql/**/*'],
  ignoreNoDocuments: false,
  generates: {
    'client/src/gql/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { DateTimeISO: 'string', Upload: 'File' },
      },
    },
  },
};

export default config;
