import { MOOD_LABELS, MOODS } from '@care/contracts/mood/constants';
import type { MoodTrack } from '@care/contracts/mood/schemas';
import dayjs from 'dayjs';

/** The mood list as GET patient/get-mood-list answers it. */
export const moodList = MOODS.map((mood) => ({
  mood,
  mood_icon: `/media/raster/mood/${mood}.png`,
  mood_icon_svg: `/media/mood/${mood}.svg`,
  display_mood: MOOD_LABELS[mood],
}));

/** A check-in `daysAgo` days before now. */
export function track(id: string, mood: MoodTrack['mood'], daysAgo: number): MoodTrack {
  return {
    _id: id,
    mood,
    display_mood: MOOD_LABELS[mood],
    createdAt: dayjs().subtract(daysAgo, 'day').toISOString(),
  };
}
