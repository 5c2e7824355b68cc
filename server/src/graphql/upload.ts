/**
 * GraphQL multipart uploads (graphql-upload, an ES module loaded with Node's require).
 * Limits are explicit; Apollo's CSRF prevention makes clients send a preflight header
 * (`Apollo-Require-Preflight`) with every multipart request.
 */
import type { RequestHandler } from 'express';
import type { GraphQLScalarType } from 'graphql';
import type { Readable } from 'node:stream';
import { MAX_IMPORT_BYTES, tooLarge as importTooLarge } from '../modules/csv';
import { IMAGE_TOO_LARGE, MAX_IMAGE_BYTES } from '../modules/media';
import { ValidationError } from '../shared/errors';

export interface FileUpload {
  filename: string;
  mimetype: string;
  createReadStream(): Readable;
}

/* eslint-disable @typescript-eslint/no-require-imports */
export const GraphQLUpload: GraphQLScalarType = require('graphql-upload/GraphQLUpload.mjs').default;
const graphqlUploadExpress: (opts: { maxFileSize: number; maxFiles: number }) => RequestHandler =
  require('graphql-upload/graphqlUploadExpress.mjs').default;
/* eslint-enable @typescript-eslint/no-require-imports */

/** Multipart GraphQL requests: files of at most MAX_IMAGE_BYTES, at most `maxFiles` of them (a product's gallery). */
export const uploadMiddleware = (maxFiles: number): RequestHandler =>
  graphqlUploadExpress({ maxFileSize: MAX_IMAGE_BYTES, maxFiles });

/** Reads an upload into memory, refusing it past `maxBytes` (at most the middleware's MAX_IMAGE_BYTES) with `tooLarge`. */
export async function readUpload(
  upload: Promise<FileUpload> | FileUpload,
  field = 'file',
  tooLarge = IMAGE_TOO_LARGE,
  maxBytes = MAX_IMAGE_BYTES,
): Promise<Buffer> {
  const file = await upload;
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of file.createReadStream()) {
      size += (chunk as Buffer).length;
      if (size > maxBytes) throw ValidationError.single(field, tooLarge);
      chunks.push(chunk as Buffer);
    }
  } catch (err) {
    if (err instanceof ValidationError) throw err;
    throw ValidationError.single(field, tooLarge);
  }
  return Buffer.concat(chunks);
}

/** A CSV import's file, refused past MAX_IMPORT_BYTES with the import's own TOO_LARGE error. */
export const readImport = (upload: Promise<FileUpload>) =>
  readUpload(upload, 'file', importTooLarge().message, MAX_IMPORT_BYTES).catch((err) => {
    throw err instanceof ValidationError ? importTooLarge() : err;
  });
