import { ApiError, messageOf } from '@care/api-client/api-client';
import { DEFAULT_MESSAGE } from '@care/contracts/common/constants';
import { getToken } from '@/lib/session';

/**
 * `GET patient/appointment-calendar?id=` (ours): the appointment's invite, saved as a file. A
 * plain link cannot carry the bearer token, so it is fetched and handed to the browser as a blob.
 */
export async function downloadAppointmentCalendar(bookingId: string): Promise<void> {
  const token = getToken();
  let res: Response;
  try {
    res = await fetch(`/api/patient/appointment-calendar?id=${encodeURIComponent(bookingId)}`, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
  } catch {
    throw new ApiError(DEFAULT_MESSAGE, 0, null);
  }
  if (!res.ok) {
    const body: unknown = await res.json().catch(() => null);
    throw new ApiError(messageOf(body), res.status, body);
  }
  const name =
    /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'appointment.ics';
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  // After the click has been handled: revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
