/** The profile's query keys, for the query and for the saves that replace its data. */
export const profileQueryKeys = {
  profile: ['patient', 'profile'] as const,
};
