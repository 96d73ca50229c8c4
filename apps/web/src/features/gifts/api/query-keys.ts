/** The gifts feature's query keys. */
export const giftQueryKeys = { all: ['gifts'] as const };
