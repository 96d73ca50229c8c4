// The pregnancy tracker (ours).

import { articleMessages } from '../articles/messages.ts';

export const pregnancyMessages = {
  weekInvalid: articleMessages.weekInvalid,
  // ours
  notFound: 'No pregnancy details are available for this week.',
} as const;
