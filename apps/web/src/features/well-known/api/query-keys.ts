/** The app-link file's query key. */
export const wellKnownQueryKeys = {
  assetLinks: ['well-known', 'assetlinks'] as const,
};
