import { ApiError, messageOf } from '@care/api-client/api-client';
import { DEFAULT_MESSAGE } from '@care/contracts/common/constants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getToken } from '@/lib/session';
import { appointmentQueryKeys } from './query-keys';

/** The file name the server gives (Content-Disposition), else a plain one. */
function fileNameOf(header: string | null): string {
  return /filename="([^"]+)"/.exec(header ?? '')?.[1] ?? 'receipt.pdf';
}

/**
 * Downloads the appointment's receipt (`GET patient/appointment/receipt?id=`, issued on the first
 * download). A PDF needs the bearer token, so it is fetched here and saved under the server's
 * file name (receipt-RCPT-000042.pdf) rather than opened as a link.
 */
export async function downloadReceipt(receiptUrl: string): Promise<string> {
  const token = getToken();
  let res: Response;
  try {
    res = await fetch(receiptUrl, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  } catch {
    throw new ApiError(DEFAULT_MESSAGE, 0, null);
  }
  if (!res.ok) {
    const body: unknown = await res.json().catch(() => null);
    throw new ApiError(messageOf(body), res.status, body);
  }
  const name = fileNameOf(res.headers.get('Content-Disposition'));
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  // Let the browser start the download before the object URL goes.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return name;
}

export function useDownloadReceipt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: downloadReceipt,
    // The first download issues the receipt: the details then show its number.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: appointmentQueryKeys.all }),
  });
}
