import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { coupons } from './booking.ts';
import { createdAt, oneOf } from './columns.ts';

export const GIFT_STATUSES = ['awaiting_payment', 'paid'] as const;

import { patients } from './patient.ts';

/**
 * A session gifted by a patient: the coupon it becomes (flat, one use, the chosen consultation
 * type, inactive until paid), who bought it and for whom. awaiting_payment → paid, once (a
 * conditional UPDATE in the payment state machine decides, so the recipient is texted once);
 * migration 0010 adds the CHECK on value (in paise since 0016); status is CHECKed from GIFT_STATUSES.
 */
export const giftCoupons = pgTable(
  'gift_coupons',
  {
    couponId: uuid('coupon_id')
      .primaryKey()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    purchaserId: uuid('purchaser_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade' }),
    /** Paise: one of GIFT_VALUES (rupees) × 100. */
    value: integer('value').notNull(),
    consultationType: text('consultation_type').notNull(),
    recipientFirstName: text('recipient_first_name').notNull(),
    recipientLastName: text('recipient_last_name').notNull(),
    recipientPhone: text('recipient_phone').notNull(),
    recipientEmail: text('recipient_email').notNull(),
    message: text('message').notNull().default(''),
    status: text('status', { enum: GIFT_STATUSES }).notNull().default('awaiting_payment'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    oneOf('gift_coupons_status_check', t.status, GIFT_STATUSES),
    index('gift_coupons_purchaser_idx').on(t.purchaserId, t.createdAt),
  ],
);
