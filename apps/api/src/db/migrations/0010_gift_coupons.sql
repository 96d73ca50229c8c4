CREATE TABLE "gift_coupons" (
	"coupon_id" uuid PRIMARY KEY NOT NULL,
	"purchaser_id" uuid NOT NULL,
	"value" integer NOT NULL,
	"consultation_type" text NOT NULL,
	"recipient_first_name" text NOT NULL,
	"recipient_last_name" text NOT NULL,
	"recipient_phone" text NOT NULL,
	"recipient_email" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'awaiting_payment' NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "gift_coupon_id" uuid;--> statement-breakpoint
ALTER TABLE "gift_coupons" ADD CONSTRAINT "gift_coupons_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_coupons" ADD CONSTRAINT "gift_coupons_purchaser_id_patients_id_fk" FOREIGN KEY ("purchaser_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gift_coupons_purchaser_idx" ON "gift_coupons" USING btree ("purchaser_id","created_at");--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_gift_coupon_id_coupons_id_fk" FOREIGN KEY ("gift_coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_coupons" ADD CONSTRAINT "gift_coupons_status_check" CHECK ("status" IN ('awaiting_payment', 'paid'));--> statement-breakpoint
ALTER TABLE "gift_coupons" ADD CONSTRAINT "gift_coupons_value_check" CHECK ("value" BETWEEN 500 AND 5000 AND "value" % 500 = 0);--> statement-breakpoint
ALTER TABLE "gift_coupons" ADD CONSTRAINT "gift_coupons_type_check" CHECK ("consultation_type" IN ('gc', 'mhc'));--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_purpose_check" CHECK (("purpose" = 'booking' AND "gift_coupon_id" IS NULL) OR ("purpose" = 'gift' AND "gift_coupon_id" IS NOT NULL AND "booking_id" IS NULL));--> statement-breakpoint
CREATE UNIQUE INDEX "payment_orders_one_per_gift_idx" ON "payment_orders" ("gift_coupon_id") WHERE "gift_coupon_id" IS NOT NULL;
