-- hand-written
-- Issue 22: a payment order may pay for a lab test booking (purpose 'lab', lab_booking_id), and
-- each order names exactly the one thing it pays for.
ALTER TABLE "payment_orders" DROP CONSTRAINT "payment_orders_purpose_check";--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_purpose_check" CHECK (("purpose" = 'booking' AND "gift_coupon_id" IS NULL AND "lab_booking_id" IS NULL) OR ("purpose" = 'gift' AND "gift_coupon_id" IS NOT NULL AND "booking_id" IS NULL AND "lab_booking_id" IS NULL) OR ("purpose" = 'lab' AND "lab_booking_id" IS NOT NULL AND "booking_id" IS NULL AND "gift_coupon_id" IS NULL));
