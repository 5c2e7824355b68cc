// The client's typed GraphQL documents (scripts/codegen.mjs: `npm run codegen`): GraphQL Code
// Generator's client preset over schema.graphql and the operations in client/src.
export default {
  schema: 'schema.graphql',
  documentsDir: 'client/src',
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
