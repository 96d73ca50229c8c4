import { meetingKey, signExpertLinkToken } from './room-tokens.ts';

/**
 * The expert's way into a consultation's room: the web app's expert room page
 * (/appointment/meeting/:id/expert, features/meeting) with a signed link token that lasts until
 * the appointment ends. The one place this address is made: the expert's texts (reminders) and
 * the staff console's room ticket both ask here. `base` is the site's address, no trailing slash.
 */
export async function expertRoomLink(
  secret: Uint8Array,
  base: string,
  booking: { id: string; endsAt: Date },
): Promise<string> {
  const token = await signExpertLinkToken(meetingKey(secret), booking.id, booking.endsAt);
  return `${base}/appointment/meeting/${encodeURIComponent(booking.id)}/expert?token=${token}`;
}
