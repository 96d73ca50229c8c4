import { toPaise, toRupees } from '@care/contracts/common/money';
import { giftMessages as g } from '@care/contracts/gifts/messages';
import type { GiftCreate } from '@care/contracts/gifts/schemas';
import type { EmailMessage } from '../../adapters/email/email-sender.ts';
import type { Tx } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { emailBody } from '../../lib/email-html.ts';
import { AppError } from '../../lib/errors.ts';
import { emailMessage, enqueueMessages, textMessage } from '../outbox/index.ts';
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
      value: toPaise(body.discount),
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
  const amount = toPaise(body.discount);
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
 * The recipient's messages once the gift is paid, written to the outbox in the transaction that
 * activates the gift (so they are written once and delivered at least once, modules/outbox). The
 * text carries the code, how to use it, until when, and the sender's first name, and never the
 * sender's own words: a phone may be shared and the words may name a therapy. The sender's words
 * go only in the e-mail to the recipient's address, with the same code. Each is its own outbox
 * row, so a failing e-mail is retried without texting again.
 */
export async function queueGiftMessages(
  deps: Pick<Deps, 'config'>,
  tx: Tx,
  couponId: string,
  now: Date,
): Promise<string[]> {
  const row = await findGift(tx, couponId);
  if (!row) return [];
  const gift = composeGiftMessages(row, { brand: deps.config.BRAND_NAME, publicUrl: deps.config.PUBLIC_URL });
  return enqueueMessages(
    tx,
    [
      textMessage(gift.sms.to, gift.sms.text, 'gift.code', `gift:${couponId}:sms`),
      emailMessage(gift.email, 'gift.code', `gift:${couponId}:email`),
    ],
    now,
  );
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
  const subject = `${from} has sent you a gift on ${site.brand}`;
  return {
    sms: {
      to: row.gift.recipientPhone,
      text: `${site.brand}: ${from} has gifted you a consultation worth Rs ${toRupees(row.gift.value)}. Your code: ${row.coupon.code}, valid until ${until}. ${use}`,
    },
    email: {
      to: row.gift.recipientEmail,
      subject,
      ...emailBody(site, subject, [
        `Hello ${row.gift.recipientFirstName},`,
        `${from} has gifted you a consultation worth Rs ${toRupees(row.gift.value)} on ${site.brand}.`,
        ...(words ? [{ lead: `${from}'s message to you:`, quote: words }] : []),
        `Your code: ${row.coupon.code}\nValid until: ${until}`,
        use,
      ]),
    },
  };
}
