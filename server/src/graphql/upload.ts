/**
 * GraphQL multipart uploads (graphql-upload, an ES module loaded with Node's require).
 * Limits are explicit; Apollo's CSRF prevention makes clients send a preflight header
 * (`Apollo-Require-Preflight`) with every multipart request.
 */
import type { RequestHandler } from 'express';
import type { GraphQLScalarType } from 'graphql';
import type { Readable } from 'node:stream';
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

/** Reads an upload into memory, refusing it past MAX_IMAGE_BYTES (the middleware's limit too) with `tooLarge`. */
export async function readUpload(
  upload: Promise<FileUpload> | FileUpload,
  field = 'file',
  tooLarge = IMAGE_TOO_LARGE,
): Promise<Buffer> {
  const file = await upload;
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of file.createReadStream()) {
      size += (chunk as Buffer).length;
      if (size > MAX_IMAGE_BYTES) throw ValidationError.single(field, tooLarge);
      chunks.push(chunk as Buffer);
    }
  } catch (err) {
    if (err instanceof ValidationError) throw err;
    throw ValidationError.single(field, tooLarge);
  }
  return Buffer.concat(chunks);
}
