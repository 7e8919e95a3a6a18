import { useMutation } from '@tanstack/react-query';
import { ApiError, buildUrl } from '../../../lib/api-client';
import { getAuth } from '../../../lib/auth-store';

/** The file name the server gives in Content-Disposition, else the fallback. */
function fileNameOf(response: Response, fallback: string): string {
  const header = response.headers.get('content-disposition') ?? '';
  return /filename="([^"]+)"/.exec(header)?.[1] ?? fallback;
}

/**
 * The PDF needs the auth-token header, which a plain link cannot send (and the token must never
 * travel in a URL), so it is fetched as a blob and handed to the browser as a download.
 */
export async function downloadInvoicePdf(id: number, invoiceNumber: string): Promise<void> {
  const auth = getAuth();
  const response = await fetch(buildUrl(`/api/invoice/${id}/pdf`), {
    headers: auth ? { 'auth-token': auth.token } : {},
  });
  if (!response.ok) {
    const payload = (await response.json().catch(() => null)) as { msg?: string } | null;
    throw new ApiError(response.status, payload?.msg ?? 'No se pudo descargar la factura');
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response, `${invoiceNumber}.pdf`);
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser time to start the download before the blob goes away.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function useDownloadInvoicePdf() {
  return useMutation({
    mutationFn: ({ id, invoiceNumber }: { id: number; invoiceNumber: string }) =>
      downloadInvoicePdf(id, invoiceNumber),
  });
}
