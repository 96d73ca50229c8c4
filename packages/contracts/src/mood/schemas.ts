// zod/mini: the mood list is checked on the home page's first paint (see pregnancy/schemas.ts).
import { z } from 'zod/mini';
import { MOODS } from './constants.ts';
import { moodMessages as mm } from './messages.ts';

export const moodSchema = z.object({
  mood: z.enum(MOODS),
  /** Address of the mood's face picture, as PNG for the phone apps (WebP beside it: .webp for .png). */
  mood_icon: z.string(),
  /** Ours: the face as SVG for the web. */
  mood_icon_svg: z.nullable(z.string()),
  display_mood: z.string(),
});
export const moodListData = z.array(moodSchema);

export const addMoodBody = z.object({
  mood: z.pipe(
    z.transform((v: unknown) => (typeof v === 'string' ? v.trim().toLowerCase() : v)),
    z.enum(MOODS, { error: mm.moodInvalid }),
  ),
});

export const moodTrackSchema = z.object({
  _id: z.string(),
  mood: z.enum(MOODS),
  display_mood: z.string(),
  createdAt: z.string(),
});
export type MoodTrack = z.infer<typeof moodTrackSchema>;

/** GET patient/mood-history (ours): the patient's check-ins of the last 30 days, oldest first. */
export const moodHistoryData = z.object({
  result: z.array(moodTrackSchema),
  pagination: z.object({ current_page: z.int(), total_records: z.int(), records: z.int() }),
});
