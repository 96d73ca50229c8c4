// Mood check-ins (ours).

export const moodMessages = {
  // ours
  moodInvalid: 'Please choose a mood.',
  saved: 'Mood saved.',
} as const;
