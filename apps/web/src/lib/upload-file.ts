import { MSG } from '@bazar/shared';
import { ApiError, buildUrl, toApiError } from './api-client';
import { getAuth } from './auth-store';

/**
 * POSTs multipart form data with upload progress, which fetch cannot report: XMLHttpRequest's
 * upload.onprogress gives the bytes sent. Same auth-token header and error shape as apiRequest.
 */
export function uploadFile<T>(
  path: string,
  form: FormData,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', buildUrl(path));
    xhr.setRequestHeader('accept', 'application/json');
    const auth = getAuth();
    if (auth) xhr.setRequestHeader('auth-token', auth.token);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      let payload: unknown = null;
      try {
        payload = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        payload = null;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(100);
        resolve(payload as T);
      } else reject(toApiError(xhr.status, payload));
    };
    xhr.onerror = () => reject(new ApiError(0, MSG.internalError));
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
