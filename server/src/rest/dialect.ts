import { z } from 'zod';
import { ConflictError, ValidationError } from '../shared/errors';
import { objectOf } from '../shared/inputs/fields';
import { parseInput } from '../shared/parse';

/**
 * The legacy REST body names of one input (`{ current_password: 'currentPassword' }`: body name →
 * the shared input's name). `parse` reads a body into the shared input (shared/inputs/), and
 * `run` answers field errors, the input's and the service's, under the body's names again, so
 * existing apps see the 422 `errors` map they always did.
 */
export class RestDialect<S extends z.ZodType> {
  private readonly toBody: Map<string, string>;

  constructor(
    private readonly schema: S,
    private readonly names: Record<string, string> = {},
    /** Further reshaping of a legacy body (after renaming), e.g. nested fields flattened. */
    private readonly reshape: (body: Record<string, unknown>) => Record<string, unknown> = (b) => b,
  ) {
    // An input name reached from several body names answers under the first.
    this.toBody = new Map();
    for (const [body, input] of Object.entries(names))
      if (!this.toBody.has(input)) this.toBody.set(input, body);
  }

  /** Parses `body` and runs `use` with the typed input; every field error comes back in the body's names. */
  run<T>(
    body: Record<string, unknown>,
    use: (input: z.output<S>) => Promise<T>,
    message?: Parameters<typeof parseInput>[2],
  ): Promise<T> {
    return this.translate(body, (renamed) => use(parseInput(this.schema, this.reshape(renamed), message)));
  }

  /**
   * Runs `use` with the body under the input's names, unparsed (for a service that parses it
   * itself); every field error comes back in the body's names.
   */
  async translate<T>(
    body: Record<string, unknown>,
    use: (renamed: Record<string, unknown>) => Promise<T>,
  ): Promise<T> {
    try {
      return await use(Object.fromEntries(Object.entries(body).map(([k, v]) => [this.names[k] ?? k, v])));
    } catch (err) {
      if (err instanceof ConflictError && err.fieldErrors.length)
        throw new ConflictError(
          err.message,
          err.fieldErrors.map((e) => ({ ...e, field: this.bodyName(e.field) })),
          Object.fromEntries(Object.entries(err.current).map(([k, v]) => [this.bodyName(k), v])),
        );
      if (!(err instanceof ValidationError)) throw err;
      throw new ValidationError(
        err.fieldErrors.map((e) => ({ ...e, field: this.bodyName(e.field) })),
        err.message,
      );
    }
  }

  /**
   * The body this dialect reads, for the OpenAPI document: the shared input's fields (their
   * rules' types and whether they are required) under the body's names. A field several body
   * names reach is listed under each, none of them required.
   */
  bodySchema(extra: z.ZodRawShape = {}): z.ZodObject {
    const shape = objectOf(this.schema)?.shape ?? {};
    const byInput = new Map<string, string[]>();
    for (const [body, input] of Object.entries(this.names))
      byInput.set(input, [...(byInput.get(input) ?? []), body]);
    const fields: Record<string, z.ZodType> = {};
    for (const [input, schema] of Object.entries(shape)) {
      const names = byInput.get(input) ?? [input];
      for (const name of names) fields[name] = names.length > 1 ? (schema as z.ZodType).optional() : schema;
    }
    return z.object({ ...fields, ...extra });
  }

  /** An input's field path (`attributeValues.3.qty`) in the body's names (`attribute_values.3.qty`). */
  private bodyName(field: string): string {
    const [head, ...rest] = field.split('.');
    return [this.toBody.get(head) ?? head, ...rest].join('.');
  }
}
