import { DEFAULT_MESSAGE } from '@care/contracts/common/constants';

/**
 * A failure the patient should read about. `message` is the envelope's message (the
 * check-patient-exists call answers with an object {reason}, as its clients expect).
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly publicMessage: string | { reason: string } = DEFAULT_MESSAGE,
    readonly data: unknown = {},
  ) {
    super(typeof publicMessage === 'string' ? publicMessage : publicMessage.reason);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, data?: unknown) => new AppError(400, message, data);
export const unauthorized = (message: string) => new AppError(401, message);
export const notFound = (message: string) => new AppError(404, message);
export const conflict = (message: string | { reason: string }, data?: unknown) =>
  new AppError(409, message, data);
export const tooMany = (message: string) => new AppError(429, message);
