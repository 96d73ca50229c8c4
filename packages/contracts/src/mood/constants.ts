// Mood check-ins.

export const MOODS = ['angry', 'sad', 'anxious', 'neutral', 'happy'] as const;

export type Mood = (typeof MOODS)[number];

export const MOOD_LABELS: Record<Mood, string> = {
  angry: 'Angry',
  sad: 'Sad',
  anxious: 'Anxious',
  neutral: 'Neutral',
  happy: 'Happy',
};

/** Days of mood history the profile chart shows (ours). */
export const MOOD_HISTORY_DAYS = 30;

/** The mood history's page size when none is asked for (what it answered before paging). */
export const MOOD_HISTORY_PAGE_SIZE = 500;

/** Moods placed on a scale for the chart: angry 1 ... happy 5. */
export const MOOD_SCORE = { angry: 1, sad: 2, anxious: 3, neutral: 4, happy: 5 } as const;
