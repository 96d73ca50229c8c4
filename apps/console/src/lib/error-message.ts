import { ApiError } from '@care/api-client/api-client';
import { DEFAULT_MESSAGE } from '@care/contracts/common/constants';

/** What to tell the person about a failed call: the server's message, or the default one. */
export function errorMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : DEFAULT_MESSAGE;
}
