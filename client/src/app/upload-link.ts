import { ApolloLink } from '@apollo/client';
import { print } from 'graphql';
import { Observable } from 'rxjs';

/** Each File (or Blob) among `value`, with its path below `prefix` ("variables.file"); the value copied with null in their place. */
function extractFiles(value: unknown, prefix: string, files: Array<[string, Blob]>): unknown {
  if (typeof Blob !== 'undefined' && value instanceof Blob) {
    files.push([prefix, value]);
    return null;
  }
  if (Array.isArray(value)) return value.map((v, i) => extractFiles(v, `${prefix}.${i}`, files));
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, extractFiles(v, `${prefix}.${k}`, files)]),
    );
  }
  return value;
}

/** Whether an operation sends files (then it goes as a multipart request). */
export function sendsFiles(variables: Record<string, unknown> | undefined): boolean {
  const files: Array<[string, Blob]> = [];
  extractFiles(variables ?? {}, 'variables', files);
  return files.length > 0;
}

/**
 * Operations with files as multipart requests (the GraphQL multipart request spec that
 * graphql-upload reads on the server), with the headers earlier links set (the bearer token)
 * and Apollo's CSRF preflight header. Sent with XMLHttpRequest, the one browser API that
 * reports upload progress: an operation's `context: { onUploadProgress(fraction) }` hears it.
 * Hand-written because apollo-upload-client is not among the project's dependencies (nor does
 * it report progress); it is the small part of it this client needs (one terminating link,
 * no batching).
 */
export function createUploadLink(uri: string): ApolloLink {
  return new ApolloLink(
    (operation) =>
      new Observable<ApolloLink.Result>((observer) => {
        const files: Array<[string, Blob]> = [];
        const variables = extractFiles(operation.variables, 'variables', files);
        const form = new FormData();
        form.append(
          'operations',
          JSON.stringify({
            operationName: operation.operationName,
            query: print(operation.query),
            variables: (variables as object | null) ?? {},
          }),
        );
        form.append('map', JSON.stringify(Object.fromEntries(files.map(([path], i) => [String(i), [path]]))));
        files.forEach(([, file], i) => form.append(String(i), file, (file as File).name ?? `file-${i}`));
        const { headers, onUploadProgress } = operation.getContext() as {
          headers?: Record<string, string>;
          onUploadProgress?: (fraction: number) => void;
        };
        const xhr = new XMLHttpRequest();
        xhr.open('POST', uri);
        for (const [name, value] of Object.entries({ ...headers, 'Apollo-Require-Preflight': 'true' }))
          xhr.setRequestHeader(name, value);
        if (onUploadProgress)
          xhr.upload.onprogress = (e) => e.lengthComputable && onUploadProgress(e.loaded / e.total);
        xhr.onload = () => {
          let body: ApolloLink.Result | null = null;
          try {
            body = JSON.parse(xhr.responseText) as ApolloLink.Result;
          } catch {
            /* not JSON: reported below */
          }
          if (!body)
            return observer.error(
              new Error(xhr.status === 413 ? 'The file is too large.' : `Upload failed (${xhr.status}).`),
            );
          observer.next(body);
          observer.complete();
        };
        xhr.onerror = () => observer.error(new Error('Upload error'));
        xhr.send(form);
        return () => xhr.abort();
      }),
  );
}
