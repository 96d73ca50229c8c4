import { envelope } from '@care/contracts/common/envelope';
import { couponAdminMessages as m } from '@care/contracts/money/messages';
import {
  couponCreateBody,
  couponListData,
  couponUpdateBody,
  idParams,
  staffCouponSchema,
} from '@care/contracts/money/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Tx } from '../../db/client.ts';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.ts';
import { ok } from '../../lib/reply.ts';
import { signedInStaff } from '../../plugins/caller.ts';
import {
  type CouponRow,
  insertCoupon,
  lockCoupon,
  operatorCoupons,
  setCouponActive,
  updateCouponLimits,
  usesOfCoupons,
} from '../booking/index.ts';
import { giftCouponIdsAmong } from '../gifts/index.ts';
import { recordStaffChange } from '../staff/index.ts';
import { couponAudit, presentCoupon, rupees } from './present.ts';

const tags = ['staff', 'money'];
/** More coupons than the provider will run at once: the list is one page. */
const COUPONS_MAX = 500;

const discountText = (c: Pick<CouponRow, 'discountType' | 'discountValue'>) =>
  c.discountType === 'percent' ? `${c.discountValue}%` : rupees(c.discountValue);

/** Coupons as operations manage them (coupons.manage). Gift coupons are not listed or edited here. */
export async function couponRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;

  /** The coupon, locked, unless it is unknown or a gift's (then 404: not one of these). */
  async function lockedCoupon(tx: Tx, id: string): Promise<CouponRow> {
    const coupon = await lockCoupon(tx, id);
    if (!coupon || (await giftCouponIdsAmong(tx, [id])).has(id)) throw notFound(m.notFound);
    return coupon;
  }

  async function answer(coupon: CouponRow) {
    return presentCoupon(coupon, await usesOfCoupons(deps.db, [coupon.id]), deps.clock.now());
  }

  app.get(
    '/coupons',
    {
      config: { permission: 'coupons.manage' },
      schema: {
        tags,
        summary: 'Every coupon (not gifts), newest first, with its uses',
        response: { 200: envelope(couponListData) },
      },
    },
    async (_request, reply) => {
      const mine = await operatorCoupons(deps.db, COUPONS_MAX);
      const uses = await usesOfCoupons(
        deps.db,
        mine.map((c) => c.id),
      );
      const now = deps.clock.now();
      return ok(
        reply,
        m.list,
        mine.map((c) => presentCoupon(c, uses, now)),
      );
    },
  );

  app.post(
    '/coupons',
    {
      config: { permission: 'coupons.manage' },
      schema: {
        tags,
        summary: 'Create a coupon (code upper-cased; 409 when the code exists)',
        body: couponCreateBody,
        response: { 201: envelope(staffCouponSchema) },
      },
    },
    async (request, reply) => {
      const staff = signedInStaff(request);
      const b = request.body;
      const now = deps.clock.now();
      const expiresAt = b.expires_at ? new Date(b.expires_at) : null;
      if (expiresAt && expiresAt.getTime() <= now.getTime()) throw badRequest(m.expiryPast);
      const coupon = await deps.db.transaction(async (tx) => {
        const row = await insertCoupon(tx, {
          code: b.code,
          discountType: b.discount_type,
          discountValue: b.discount_value,
          maxRedemptions: b.max_redemptions,
          oncePerPatient: b.once_per_patient,
          consultationType: b.consultation_type === 'any' ? null : b.consultation_type,
          expiresAt,
          description: b.description,
          active: true,
        });
        if (!row) throw conflict(m.codeTaken);
        await recordStaffChange(tx, {
          staff,
          action: 'coupon.create',
          subject: 'coupon',
          subjectId: row.id,
          summary: `${row.code}: created (${discountText(row)} off)`,
          before: null,
          after: couponAudit(row),
          now,
        });
        return row;
      });
      return ok(reply, m.created, await answer(coupon), 201);
    },
  );

  app.put(
    '/coupons/:id',
    {
      config: { permission: 'coupons.manage' },
      schema: {
        tags,
        summary: 'Change a coupon’s limits, expiry or description',
        params: idParams,
        body: couponUpdateBody,
        response: { 200: envelope(staffCouponSchema) },
      },
    },
    async (request, reply) => {
      const staff = signedInStaff(request);
      const b = request.body;
      const now = deps.clock.now();
      const expiresAt = b.expires_at === undefined ? undefined : b.expires_at ? new Date(b.expires_at) : null;
      if (expiresAt && expiresAt.getTime() <= now.getTime()) throw badRequest(m.expiryPast);
      const coupon = await deps.db.transaction(async (tx) => {
        const before = await lockedCoupon(tx, request.params.id);
        const after = await updateCouponLimits(tx, before.id, {
          ...(b.max_redemptions === undefined ? {} : { maxRedemptions: b.max_redemptions }),
          ...(b.once_per_patient === undefined ? {} : { oncePerPatient: b.once_per_patient }),
          ...(expiresAt === undefined ? {} : { expiresAt }),
          ...(b.description === undefined ? {} : { description: b.description }),
        });
        if (!after) throw badRequest(m.maxBelowUses);
        await recordStaffChange(tx, {
          staff,
          action: 'coupon.update',
          subject: 'coupon',
          subjectId: after.id,
          summary: `${after.code}: limits or expiry changed`,
          before: couponAudit(before),
          after: couponAudit(after),
          now,
        });
        return after;
      });
      return ok(reply, m.updated, await answer(coupon));
    },
  );

  for (const move of ['pause', 'resume'] as const) {
    app.post(
      `/coupons/:id/${move}`,
      {
        config: { permission: 'coupons.manage' },
        schema: {
          tags,
          summary:
            move === 'pause'
              ? 'Pause a coupon: patients can no longer use it (409 if paused already)'
              : 'Resume a paused coupon (409 if active already)',
          params: idParams,
          response: { 200: envelope(staffCouponSchema) },
        },
      },
      async (request, reply) => {
        const staff = signedInStaff(request);
        const now = deps.clock.now();
        const active = move === 'resume';
        const coupon = await deps.db.transaction(async (tx) => {
          const before = await lockedCoupon(tx, request.params.id);
          const after = await setCouponActive(tx, before.id, active);
          if (!after) throw new AppError(409, active ? m.alreadyActive : m.alreadyPaused);
          await recordStaffChange(tx, {
            staff,
            action: `coupon.${move}`,
            subject: 'coupon',
            subjectId: after.id,
            summary: `${after.code}: ${active ? 'resumed' : 'paused'}`,
            before: couponAudit(before),
            after: couponAudit(after),
            now,
          });
          return after;
        });
        return ok(reply, active ? m.resumed : m.paused, await answer(coupon));
      },
    );
  }
}
