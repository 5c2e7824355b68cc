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
 * and Apollo's CSRF preflight header. Sent by axios, loaded with the first upload: browsers
 * report upload progress only to the older request API that axios wraps (fetch cannot), and an
 * operation's `context: { onUploadProgress(fraction) }` hears it. The multipart body is built
 * here because apollo-upload-client targets Apollo Client 3 and reports no progress; it is the
 * small part of it this client needs (one terminating link, no batching).
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
        const abort = new AbortController();
        import('axios')
          .then(({ default: axios }) =>
            axios.post<unknown>(uri, form, {
              headers: { ...headers, 'Apollo-Require-Preflight': 'true' },
              signal: abort.signal,
              // Every answer is read here: GraphQL errors come with 200 or 4xx bodies alike.
              validateStatus: () => true,
              responseType: 'text',
              transformResponse: (raw: unknown) => raw,
              onUploadProgress: (e) => {
                if (onUploadProgress && e.total) onUploadProgress(e.loaded / e.total);
              },
            }),
          )
          .then((res) => {
            let body: ApolloLink.Result | null = null;
            try {
              body = JSON.parse(String(res.data)) as ApolloLink.Result;
            } catch {
              /* not JSON: reported below */
            }
            if (!body)
              return observer.error(
                new Error(res.status === 413 ? 'The file is too large.' : `Upload failed (${res.status}).`),
              );
            observer.next(body);
            observer.complete();
          })
          .catch((err: unknown) => {
            if (!abort.signal.aborted) observer.error(err instanceof Error ? err : new Error('Upload error'));
          });
        return () => abort.abort();
      }),
  );
}
