import { giftMessages as g } from '@care/contracts/gifts/messages';
import type { GiftCreate } from '@care/contracts/gifts/schemas';
import type { FastifyBaseLogger } from 'fastify';
import type { EmailMessage } from '../../adapters/email/email-sender.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import { newGiftCode } from './gift-code.ts';
import { findGift, insertGift, insertGiftOrder } from './repository.ts';

// The e-mail sender is optional here only because the payment module, which announces a paid
// gift, passes its own narrower deps (Pick<Deps, ... 'sms'>); the app's deps always have one.
type GiftDeps = Pick<Deps, 'db' | 'payments' | 'config' | 'sms'> & Partial<Pick<Deps, 'email'>>;

/**
 * A gift bought: its coupon (inactive), then the provider's order for its value. The price is
 * the value chosen from the dropdown; nothing else the client sends sets it.
 */
export async function createGift(deps: GiftDeps, purchaserId: string, body: GiftCreate) {
  let coupon = null;
  for (let attempt = 0; attempt < 3 && !coupon; attempt += 1) {
    coupon = await insertGift(deps.db, {
      purchaserId,
      code: newGiftCode(),
      value: body.discount,
      consultationType: body.consolation_type,
      recipient: {
        firstName: body.first_name,
        lastName: body.last_name,
        phone: body.phone,
        email: body.email,
      },
      message: body.pMessage,
    });
  }
  if (!coupon) throw new AppError(500, g.failed);
  const amount = body.discount * 100;
  let order: { id: string };
  try {
    order = await deps.payments.createOrder({
      amount,
      receipt: coupon.code,
      notes: { gift_coupon_id: coupon.id },
    });
  } catch {
    throw new AppError(502, g.paymentStart);
  }
  await insertGiftOrder(deps.db, coupon.id, deps.payments.kind, order.id, amount);
  return {
    code: coupon.code,
    discount: body.discount,
    razorpayRes: { id: order.id, amount, currency: 'INR' },
  };
}

/**
 * The recipient's messages once the gift is paid, sent after the transaction that activated the
 * gift, so they go once. The text carries the code, how to use it, until when, and the sender's
 * first name, and never the sender's own words: a phone may be shared and the words may name a
 * therapy. The sender's words go only in the e-mail to the recipient's address, with the same
 * code. A failed send is logged and does not stop the other (the sender still sees the code in
 * Coupon History and can pass it on).
 */
export async function announceGift(deps: GiftDeps, log: FastifyBaseLogger, couponId: string) {
  let gift: GiftMessages;
  try {
    const row = await findGift(deps.db, couponId);
    if (!row) return;
    gift = composeGiftMessages(row, { brand: deps.config.BRAND_NAME, publicUrl: deps.config.PUBLIC_URL });
  } catch (err) {
    log.error({ err, coupon: couponId }, 'gift messages failed');
    return;
  }
  try {
    await deps.sms.send(gift.sms.to, gift.sms.text);
  } catch (err) {
    log.error({ err, coupon: couponId }, 'gift text failed');
  }
  try {
    if (!deps.email) throw new Error('no e-mail sender');
    await deps.email.send(gift.email);
  } catch (err) {
    log.error({ err, coupon: couponId }, 'gift e-mail failed');
  }
}

interface GiftMessages {
  sms: { to: string; text: string };
  email: EmailMessage;
}

/** The words of the recipient's text and e-mail (see announceGift for what goes where). */
export function composeGiftMessages(
  row: NonNullable<Awaited<ReturnType<typeof findGift>>>,
  site: { brand: string; publicUrl: string | null | undefined },
): GiftMessages {
  const until = row.coupon.expiresAt?.toISOString().slice(0, 10).split('-').reverse().join('-') ?? '';
  const base = site.publicUrl?.replace(/\/+$/, '');
  const where = base ? ` at ${base}/consultation` : ' in the app';
  const from = row.sender.firstName;
  const use = `To use it, enter the code when you book a consultation${where}.`;
  const words = row.gift.message.trim();
  return {
    sms: {
      to: row.gift.recipientPhone,
      text: `${site.brand}: ${from} has gifted you a consultation worth Rs ${row.gift.value}. Your code: ${row.coupon.code}, valid until ${until}. ${use}`,
    },
    email: {
      to: row.gift.recipientEmail,
      subject: `${from} has sent you a gift on ${site.brand}`,
      text: [
        `Hello ${row.gift.recipientFirstName},`,
        `${from} has gifted you a consultation worth Rs ${row.gift.value} on ${site.brand}.`,
        ...(words ? [`${from}'s message to you:\n${words}`] : []),
        `Your code: ${row.coupon.code}\nValid until: ${until}`,
        use,
      ].join('\n\n'),
    },
  };
}
