import type { LabBookingList, LabStaffBooking } from '@care/contracts/lab-tests/staff-schemas';
import type { RiskStatus } from '@care/contracts/reports/constants';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

// The day's lab collections and what operations do with a booking (issue 22): mark the sample
// collected, upload the report, cancel. Each answer says what happened; the list is fetched again.

const listSchema = () => import('@care/contracts/lab-tests/staff-schemas').then((m) => m.labBookingListData);
const bookingSchema = () =>
  import('@care/contracts/lab-tests/staff-schemas').then((m) => m.labStaffBookingSchema);

export const labBookingsKey = ['staff', 'lab', 'bookings'] as const;

/** GET staff/lab/bookings?date: the date's collections by window, and the open ones without a date. */
export async function getLabBookings(date: string, signal?: AbortSignal): Promise<LabBookingList> {
  const res = await api('staff/lab/bookings', { query: { date }, signal, schema: listSchema });
  return res.data;
}

export function useLabBookings(date: string) {
  return useQuery(
    queryOptions({
      queryKey: [...labBookingsKey, date],
      queryFn: ({ signal }) => getLabBookings(date, signal),
    }),
  );
}

export interface LabOutcome {
  message: string;
  booking: LabStaffBooking;
}

/** POST staff/lab/bookings/:id/move {to: sample_collected}. */
export async function markCollected(id: string): Promise<LabOutcome> {
  const res = await api(`staff/lab/bookings/${encodeURIComponent(id)}/move`, {
    method: 'POST',
    body: { to: 'sample_collected' },
    schema: bookingSchema,
  });
  return { message: res.message, booking: res.data };
}

/** POST staff/lab/bookings/:id/cancel {reason}: an online payment is refunded by the API. */
export async function cancelLabBooking(input: { id: string; reason: string }): Promise<LabOutcome> {
  const res = await api(`staff/lab/bookings/${encodeURIComponent(input.id)}/cancel`, {
    method: 'POST',
    body: { reason: input.reason },
    schema: bookingSchema,
  });
  return { message: res.message, booking: res.data };
}

export interface ReportInput {
  id: string;
  file: Blob;
  status: RiskStatus;
  doctorName: string;
  instituteName?: string;
}

/** POST staff/lab/bookings/:id/report?status&doctor_name: the PDF itself as the body. */
export async function uploadLabReport(input: ReportInput): Promise<LabOutcome> {
  const res = await api(`staff/lab/bookings/${encodeURIComponent(input.id)}/report`, {
    method: 'POST',
    query: {
      status: input.status,
      doctor_name: input.doctorName,
      ...(input.instituteName ? { institute_name: input.instituteName } : {}),
    },
    // Sent as application/pdf whatever the browser guessed for the file.
    body: new Blob([input.file], { type: 'application/pdf' }),
    schema: bookingSchema,
  });
  return { message: res.message, booking: res.data };
}

function useLabChange<T>(change: (input: T) => Promise<LabOutcome>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: change,
    // A refusal (409: someone else moved it) also means the list on screen is out of date.
    onSettled: () => client.invalidateQueries({ queryKey: labBookingsKey }),
  });
}

export const useMarkCollected = () => useLabChange(markCollected);
export const useCancelLabBooking = () => useLabChange(cancelLabBooking);
export const useUploadLabReport = () => useLabChange(uploadLabReport);
