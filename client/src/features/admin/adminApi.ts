import { adminVar } from '../../lib/session';

/** Admin GraphQL operations carry the admin token (see the auth link). */
export const ADMIN = { context: { role: 'admin' } } as const;

type UploadAnswer = { message?: string; errors?: Record<string, string[]> } | null;

/** Multipart REST call with the admin token and upload progress (0..1). */
export function uploadForm(path: string, form: FormData, onProgress?: (p: number) => void): Promise<{ status: number; body: UploadAnswer }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api${path}`);
    const token = adminVar()?.token;
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress?.(e.loaded / e.total);
    xhr.onload = () => {
      let body: UploadAnswer = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        /* not JSON */
      }
      resolve({ status: xhr.status, body });
    };
    xhr.onerror = () => reject(new Error('Upload error'));
    xhr.send(form);
  });
}
