/**
 * Domain errors thrown by services. Transports map them: GraphQL input mutations turn
 * ValidationError into payload `errors`, other errors into extensions.code; the REST
 * adapter into 422 / 404 / 401 / 403 / 409 / 429 JSON bodies.
 */
export interface FieldErrorShape {
  field: string;
  message: string;
  code: string;
}

export class AppError extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly httpStatus: number,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class ValidationError extends AppError {
  constructor(
    readonly fieldErrors: FieldErrorShape[],
    message = fieldErrors[0]?.message ?? 'The given data was invalid.',
  ) {
    super(message, 'BAD_USER_INPUT', 422);
  }

  static single(field: string, message: string, code = 'INVALID'): ValidationError {
    return new ValidationError([{ field, message, code }]);
  }
}

export class NotFoundError extends AppError {
  constructor(message = 'Not found') {
    super(message, 'NOT_FOUND', 404);
  }
}

export class UnauthenticatedError extends AppError {
  constructor(message = 'Unauthenticated.') {
    super(message, 'UNAUTHENTICATED', 401);
  }
}

export class ForbiddenError extends AppError {
  constructor(message = 'This action is unauthorized.') {
    super(message, 'FORBIDDEN', 403);
  }
}

/**
 * The thing changed since the caller read it. `fieldErrors` name what conflicts (code CONFLICT);
 * `current` holds what is there now, by the same field names (the REST body's `current`).
 */
export class ConflictError extends AppError {
  constructor(
    message: string,
    readonly fieldErrors: FieldErrorShape[] = [],
    readonly current: Record<string, string | number> = {},
  ) {
    super(message, 'CONFLICT', 409);
  }
}

export class TooManyRequestsError extends AppError {
  constructor(message = 'Too many requests. Please try again later.') {
    super(message, 'TOO_MANY_REQUESTS', 429);
  }
}

export class ServiceUnavailableError extends AppError {
  constructor(message: string) {
    super(message, 'SERVICE_UNAVAILABLE', 503);
  }
}
