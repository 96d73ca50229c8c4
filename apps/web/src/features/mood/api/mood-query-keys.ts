// Kept apart from the fetchers so the home page's save can invalidate the history without
// downloading the history's zod schema.
export const moodQueryKeys = {
  list: ['mood', 'list'],
  history: ['mood', 'history'],
} as const;
