/** The mood feature's query keys, for queries and invalidations alike (a save marks the history stale). */
export const moodQueryKeys = {
  list: ['mood', 'list'],
  history: ['mood', 'history'],
} as const;
