/** An instant as Google Calendar's `dates` wants it: UTC, YYYYMMDDTHHMMSSZ. */
const utcStamp = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/**
 * A Google Calendar "add event" address (its documented render?action=TEMPLATE form). The title
 * is the caller's: no health words in it (a calendar is read over shoulders and on lock screens).
 */
export function googleCalendarLink(e: { title: string; start: Date; end: Date; details: string }): string {
  const q = new URLSearchParams({
    action: 'TEMPLATE',
    text: e.title,
    dates: `${utcStamp(e.start)}/${utcStamp(e.end)}`,
    details: e.details,
  });
  return `https://calendar.google.com/calendar/render?${q.toString()}`;
}
