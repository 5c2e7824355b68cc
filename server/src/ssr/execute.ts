import { execute, type DocumentNode, type FormattedExecutionResult, type GraphQLSchema } from 'graphql';
import type { Logger } from '../platform/logger';
import { createLoaders } from '../graphql/loaders';
import type { GraphQLContext } from '../graphql/context';
import type { Services } from '../services';
import { AppError } from '../shared/errors';
import { NO_COOKIES } from '../rest/device-cookie';

export interface Operation {
  document: DocumentNode;
  variables: Record<string, unknown>;
  operationName?: string;
}

/**
 * The server render's GraphQL: operations run in-process against the server's own schema
 * as an anonymous visitor (no HTTP, no token), with fresh DataLoaders per page. Errors are
 * passed on as the API would format them; any error other than "not found" is also
 * recorded in `failures`, and the caller then sends the plain shell instead of a page
 * rendered from partial data.
 */
export function inProcessExecutor(
  schema: GraphQLSchema,
  services: Services,
  logger: Logger,
  request: { id: string; ip: string },
  failures: Error[],
) {
  const contextValue: GraphQLContext = {
    requestId: request.id,
    ip: request.ip,
    user: null,
    cookies: NO_COOKIES,
    services,
    loaders: createLoaders(services),
  };
  return async ({ document, variables, operationName }: Operation): Promise<FormattedExecutionResult> => {
    const result = await execute({
      schema,
      document,
      variableValues: variables,
      operationName,
      contextValue,
    });
    if (!result.errors?.length) return { data: result.data };
    const errors = result.errors.map((e) => {
      const original = e.originalError;
      if (original instanceof AppError && original.code === 'NOT_FOUND') {
        return { message: original.message, path: e.path, extensions: { code: original.code } };
      }
      failures.push(original ?? e);
      logger.debug({ err: original ?? e, path: e.path }, 'server render: GraphQL error');
      return {
        message: 'Internal server error',
        path: e.path,
        extensions: { code: 'INTERNAL_SERVER_ERROR' },
      };
    });
    return { data: result.data, errors };
  };
}
