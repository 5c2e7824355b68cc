import type { ApolloServerPlugin } from '@apollo/server';
import { ASTNode, DocumentNode, GraphQLError, Kind, visit } from 'graphql';
import {
  controlCharacterProblem,
  findInputProblem,
  hasControlCharacters,
  InputProblem,
  MULTILINE_FIELDS,
} from '../platform/http/input-hygiene';

/** What a document says about its input: the first inline string at fault, and whom each variable fills. */
interface DocumentInputs {
  problem: InputProblem | null;
  /** variable name → the argument or input field it fills */
  usedAs: Map<string, string>;
}

/** Per parsed document (Apollo keeps one per query text): its walk is done once, not per request. */
const walked = new WeakMap<DocumentNode, DocumentInputs>();

function documentInputs(document: DocumentNode): DocumentInputs {
  const known = walked.get(document);
  if (known) return known;
  const names: string[] = [];
  const usedAs = new Map<string, string>();
  let problem: InputProblem | null = null;
  const named = (node: ASTNode) =>
    node.kind === Kind.ARGUMENT || node.kind === Kind.OBJECT_FIELD || node.kind === Kind.VARIABLE_DEFINITION;
  visit(document, {
    enter(node) {
      if (problem) return false;
      if (node.kind === Kind.ARGUMENT || node.kind === Kind.OBJECT_FIELD) names.push(node.name.value);
      else if (node.kind === Kind.VARIABLE_DEFINITION) names.push(node.variable.name.value);
      else if (node.kind === Kind.VARIABLE && names.length)
        usedAs.set(node.name.value, names[names.length - 1]);
      else if (node.kind === Kind.STRING) {
        const field = names[names.length - 1] ?? 'query';
        if (hasControlCharacters(node.value, MULTILINE_FIELDS.has(field)))
          problem = controlCharacterProblem(field);
      }
      return undefined;
    },
    leave(node) {
      if (named(node)) names.pop();
    },
  });
  const inputs = { problem, usedAs };
  walked.set(document, inputs);
  return inputs;
}

/**
 * The first problem in an operation's input (shared/input-hygiene.ts): every variable,
 * judged by the argument or input field it is passed to, and every string written
 * inline in the document, judged by its argument or input field.
 */
export function findOperationInputProblem(
  document: DocumentNode,
  variables: Record<string, unknown>,
): InputProblem | null {
  const { problem, usedAs } = documentInputs(document);
  if (problem) return problem;
  for (const [name, value] of Object.entries(variables)) {
    const found = findInputProblem(value, usedAs.get(name) ?? name);
    if (found) return found;
  }
  return null;
}

/**
 * Refuses an operation with a control character in its input (422, BAD_USER_INPUT, the
 * field named in `fieldErrors`) or variables nested too deeply (400), before anything
 * runs: the REST adapter's refuseHostileInput, for GraphQL.
 */
export function inputHygienePlugin(): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ document, request }) {
          const problem = findOperationInputProblem(document, request.variables ?? {});
          if (!problem) return;
          throw new GraphQLError(problem.message, {
            extensions: {
              code: 'BAD_USER_INPUT',
              fieldErrors: problem.tooDeep
                ? []
                : [{ field: problem.field, message: problem.message, code: 'INVALID' }],
              http: { status: problem.tooDeep ? 400 : 422 },
            },
          });
        },
      };
    },
  };
}
