import { api } from '@/lib/api-client';

/**
 * `POST book-appointment/appointment-call-activity` (spec section 4): the patient's page says
 * when they entered and left the room. Best effort: a lost report never keeps anyone out.
 */
export async function reportCallActivity(id: string, activity: 'joined' | 'disconnected'): Promise<void> {
  await api('book-appointment/appointment-call-activity', {
    body: { book_appointment_id: id, activity_type: activity },
  }).catch(() => {});
}
