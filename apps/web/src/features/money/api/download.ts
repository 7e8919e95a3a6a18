import { MSG } from '@bazar/shared';
import { useMutation } from '@tanstack/react-query';
import { buildUrl, toApiError } from '../../../lib/api-client';
import { getAuth } from '../../../lib/auth-store';

/** The file name the server gives in Content-Disposition, else the fallback. */
function fileNameOf(response: Response, fallback: string): string {
  const header = response.headers.get('content-disposition') ?? '';
  return /filename="([^"]+)"/.exec(header)?.[1] ?? fallback;
}

/**
 * A CSV export needs the auth-token header, which a plain link cannot send (and the token must
 * never travel in a URL), so it is fetched as a blob and handed to the browser as a download.
 */
export async function downloadCsv(path: string, fallbackName: string): Promise<void> {
  const auth = getAuth();
  const response = await fetch(buildUrl(path), {
    headers: { accept: 'text/csv', ...(auth ? { 'auth-token': auth.token } : {}) },
  });
  if (!response.ok) {
    const payload: unknown = await response.json().catch(() => null);
    throw toApiError(response.status, payload ?? { msg: MSG.internalError });
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response, fallbackName);
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser time to start the download before the blob goes away.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function useDownloadCsv() {
  return useMutation({
    mutationFn: ({ path, fileName }: { path: string; fileName: string }) => downloadCsv(path, fileName),
  });
}
