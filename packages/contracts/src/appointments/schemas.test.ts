import { describe, expect, it } from 'vitest';
import { appointmentMessages as am, reviewMessages as rm } from './messages.ts';
import { cancelAppointmentSchema, reviewSchema } from './schemas.ts';

const ID = '5e1f0c3a-9a4b-4c2e-8d7f-0b6a2c9e1001';

function firstMessage(schema: typeof reviewSchema | typeof cancelAppointmentSchema, input: unknown) {
  const result = schema.safeParse(input);
  if (result.success) throw new Error(`expected a failure, got ${JSON.stringify(result.data)}`);
  return result.error.issues[0]!.message;
}

describe('reviewSchema', () => {
  it.each<[string, unknown]>([
    ['0 stars', 0],
    ['6 stars', 6],
    ['half a star', 4.5],
    ['text', 'great'],
    ['nothing', undefined],
    ['null', null],
  ])('refuses a rating of %s', (_t, rating) => {
    expect(firstMessage(reviewSchema, { book_appointment_id: ID, rating })).toBe(rm.ratingInvalid);
  });

  it('reads a rating sent as text, trims the comment and allows none', () => {
    expect(
      reviewSchema.parse({ book_appointment_id: ID, rating: '5', comment: '  Thank you  ' }),
    ).toMatchObject({
      rating: 5,
      comment: 'Thank you',
    });
    expect(reviewSchema.parse({ book_appointment_id: ID, rating: 1, __v: null }).comment).toBe('');
  });

  it('refuses a comment over 1000 characters and control characters', () => {
    expect(
      firstMessage(reviewSchema, { book_appointment_id: ID, rating: 3, comment: 'x'.repeat(1001) }),
    ).toBe(rm.commentTooLong);
    expect(() => reviewSchema.parse({ book_appointment_id: ID, rating: 3, comment: 'a\u0000b' })).toThrow();
    // Lines are fine in a comment.
    expect(reviewSchema.parse({ book_appointment_id: ID, rating: 3, comment: 'one\ntwo' }).comment).toBe(
      'one\ntwo',
    );
  });
});

describe('cancelAppointmentSchema', () => {
  it.each<[string, unknown]>([
    ['no id', {}],
    ['an empty id', { book_appointment_id: '' }],
  ])('refuses %s with the message', (_t, body) => {
    expect(firstMessage(cancelAppointmentSchema, body)).toBe(am.idRequired);
  });
});
