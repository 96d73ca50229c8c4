-- Statuses declared once: each status CHECK is now written from the list in the schema (and
-- contracts), so drizzle-kit knows it; the constraints of the same names from earlier migrations
-- are dropped first. Nothing a CHECK refused before is allowed now.
ALTER TABLE "reviews" DROP CONSTRAINT IF EXISTS "reviews_status_check";--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_status_check" CHECK ("reviews"."status" IN ('pending', 'approved', 'rejected'));--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT IF EXISTS "bookings_status_check";--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_status_check" CHECK ("bookings"."status" IN ('held', 'pending', 'confirmed', 'expired', 'cancelled', 'completed', 'no_show'));--> statement-breakpoint
ALTER TABLE "gift_coupons" DROP CONSTRAINT IF EXISTS "gift_coupons_status_check";--> statement-breakpoint
ALTER TABLE "gift_coupons" ADD CONSTRAINT "gift_coupons_status_check" CHECK ("gift_coupons"."status" IN ('awaiting_payment', 'paid'));--> statement-breakpoint
ALTER TABLE "lab_test_bookings" DROP CONSTRAINT IF EXISTS "lab_test_bookings_status_check";--> statement-breakpoint
ALTER TABLE "lab_test_bookings" ADD CONSTRAINT "lab_test_bookings_status_check" CHECK ("lab_test_bookings"."status" IN ('booked', 'sample_collected', 'report_ready', 'cancelled'));--> statement-breakpoint
ALTER TABLE "call_activities" DROP CONSTRAINT IF EXISTS "call_activities_party_check";--> statement-breakpoint
ALTER TABLE "call_activities" ADD CONSTRAINT "call_activities_party_check" CHECK ("call_activities"."party" IN ('patient', 'expert'));--> statement-breakpoint
ALTER TABLE "call_activities" DROP CONSTRAINT IF EXISTS "call_activities_activity_check";--> statement-breakpoint
ALTER TABLE "call_activities" ADD CONSTRAINT "call_activities_activity_check" CHECK ("call_activities"."activity" IN ('joined', 'disconnected'));--> statement-breakpoint
ALTER TABLE "outbox_messages" DROP CONSTRAINT IF EXISTS "outbox_messages_channel_check";--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD CONSTRAINT "outbox_messages_channel_check" CHECK ("outbox_messages"."channel" IN ('sms', 'email'));--> statement-breakpoint
ALTER TABLE "outbox_messages" DROP CONSTRAINT IF EXISTS "outbox_messages_status_check";--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD CONSTRAINT "outbox_messages_status_check" CHECK ("outbox_messages"."status" IN ('pending', 'sending', 'sent', 'failed'));--> statement-breakpoint
ALTER TABLE "payment_orders" DROP CONSTRAINT IF EXISTS "payment_orders_status_check";--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_status_check" CHECK ("payment_orders"."status" IN ('created', 'failed', 'paid', 'refunded'));--> statement-breakpoint
ALTER TABLE "refunds" DROP CONSTRAINT IF EXISTS "refunds_status_check";--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_status_check" CHECK ("refunds"."status" IN ('pending', 'processing', 'refunded'));--> statement-breakpoint
ALTER TABLE "scheduled_messages" DROP CONSTRAINT IF EXISTS "scheduled_messages_status_check";--> statement-breakpoint
ALTER TABLE "scheduled_messages" ADD CONSTRAINT "scheduled_messages_status_check" CHECK ("scheduled_messages"."status" IN ('pending', 'queued', 'sent', 'failed', 'dropped'));--> statement-breakpoint
ALTER TABLE "report_access_log" DROP CONSTRAINT IF EXISTS "report_access_log_kind_check";--> statement-breakpoint
ALTER TABLE "report_access_log" ADD CONSTRAINT "report_access_log_kind_check" CHECK ("report_access_log"."kind" IN ('patient', 'test', 'doctor'));--> statement-breakpoint
ALTER TABLE "test_reports" DROP CONSTRAINT IF EXISTS "test_reports_status_check";--> statement-breakpoint
ALTER TABLE "test_reports" ADD CONSTRAINT "test_reports_status_check" CHECK ("test_reports"."status" IN ('Low Risk', 'Intermediate Risk', 'High Risk', 'Normal', 'Abnormal', 'Failed'));--> statement-breakpoint
-- All money in paise: the expert's fees, flat coupons, gift values and lab test prices were rupees.
UPDATE "experts" SET "tier_1_fee" = "tier_1_fee" * 100, "tier_2_fee" = "tier_2_fee" * 100, "self_fee" = "self_fee" * 100, "couple_fee" = "couple_fee" * 100, "family_fee" = "family_fee" * 100, "medicine_fee" = "medicine_fee" * 100;--> statement-breakpoint
UPDATE "coupons" SET "discount_value" = "discount_value" * 100 WHERE "discount_type" = 'flat';--> statement-breakpoint
ALTER TABLE "gift_coupons" DROP CONSTRAINT IF EXISTS "gift_coupons_value_check";--> statement-breakpoint
UPDATE "gift_coupons" SET "value" = "value" * 100;--> statement-breakpoint
ALTER TABLE "gift_coupons" ADD CONSTRAINT "gift_coupons_value_check" CHECK ("value" BETWEEN 50000 AND 500000 AND "value" % 50000 = 0);--> statement-breakpoint
ALTER TABLE "lab_tests" DROP CONSTRAINT IF EXISTS "lab_tests_mrp_check";--> statement-breakpoint
UPDATE "lab_tests" SET "mrp" = "mrp" * 100;--> statement-breakpoint
ALTER TABLE "lab_tests" ADD CONSTRAINT "lab_tests_mrp_check" CHECK ("mrp" > 0);--> statement-breakpoint
ALTER TABLE "lab_test_bookings" DROP CONSTRAINT IF EXISTS "lab_test_bookings_mrp_check";--> statement-breakpoint
UPDATE "lab_test_bookings" SET "mrp" = "mrp" * 100;--> statement-breakpoint
ALTER TABLE "lab_test_bookings" ADD CONSTRAINT "lab_test_bookings_mrp_check" CHECK ("mrp" > 0);;--> statement-breakpoint
-- A refund's provider id is the refund row's (refunds.provider_refund_id, backfilled in 0015).
ALTER TABLE "payment_orders" DROP COLUMN "refund_id";;--> statement-breakpoint
-- The sandbox keeps a refund's receipt, as Razorpay does, so a retried refund can be found.
ALTER TABLE "sandbox_payments" ADD COLUMN "refund_receipt" text;
