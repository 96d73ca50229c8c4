import { z } from 'zod';
import { caseless, textField } from '../common/fields.ts';
import { pagingFields } from '../common/paging.ts';
import { TEST_CATEGORIES, TEST_PAGE_SIZE } from './constants.ts';
import { labTestMessages as m } from './messages.ts';

// The answers (catalogue, bookings) live in answers.ts, in zod/mini for the first paint.
export * from './answers.ts';

/** `GET test?search&category` (spec section 4). Empty values mean no filter. */
export const testListQuery = z.object({
  search: z.preprocess(
    (v) => (v === undefined || v === null ? '' : v),
    textField().trim().max(100, m.searchTooLong),
  ),
  category: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    caseless(z.enum(TEST_CATEGORIES, { error: m.categoryInvalid })).optional(),
  ),
  ...pagingFields(TEST_PAGE_SIZE),
});

/** `GET test/my-bookings?page&records`. */
export const testBookingListQuery = z.object(pagingFields(TEST_PAGE_SIZE));

/** `POST test/test-book`. */
export const testBookSchema = z.object({
  test_id: textField({ error: m.testRequired }).pipe(z.string().min(1, m.testRequired).max(100)),
});
