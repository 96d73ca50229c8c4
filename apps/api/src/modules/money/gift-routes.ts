import { envelope } from '@care/contracts/common/envelope';
import { giftLookupMessages as m } from '@care/contracts/money/messages';
import { giftLookupQuery, staffGiftSchema } from '@care/contracts/money/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/errors.ts';
import { ok } from '../../lib/reply.ts';
import { findCouponByCode, usesOfCoupons } from '../booking/index.ts';
import { findGift } from '../gifts/index.ts';

const tags = ['staff', 'money'];

/** A gift code looked up by operations (gifts.read): paid or not, redeemed by which booking. */
export async function giftRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;

  app.get(
    '/gifts',
    {
      config: { permission: 'gifts.read' },
      schema: {
        tags,
        summary: 'A gift by its code (any case): paid or not, redeemed, expiry, purchaser and recipient',
        querystring: giftLookupQuery,
        response: { 200: envelope(staffGiftSchema) },
      },
    },
    async (request, reply) => {
      const coupon = await findCouponByCode(deps.db, request.query.code);
      const found = coupon ? await findGift(deps.db, coupon.id) : null;
      if (!found) throw notFound(m.notFound);
      const { gift, sender } = found;
      const [use] = await usesOfCoupons(deps.db, [gift.couponId]);
      return ok(reply, m.found, {
        code: found.coupon.code,
        value: gift.value,
        consultation_type: gift.consultationType,
        status: gift.status,
        paid_at: gift.paidAt?.toISOString() ?? null,
        expires_at: found.coupon.expiresAt?.toISOString() ?? null,
        redeemed: found.coupon.redemptions > 0 || use !== undefined,
        redeemed_by: use
          ? { booking_id: use.bookingId, appointment_no: use.appointmentNo, at: use.usedAt.toISOString() }
          : null,
        purchaser_name: `${sender.firstName} ${sender.lastName}`.trim(),
        recipient_name: `${gift.recipientFirstName} ${gift.recipientLastName}`.trim(),
        created_at: gift.createdAt.toISOString(),
      });
    },
  );
}
