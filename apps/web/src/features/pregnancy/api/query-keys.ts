/** The pregnancy tracker's query keys. */
export const pregnancyQueryKeys = {
  week: (week: number) => ['pregnancy-week', week] as const,
};
