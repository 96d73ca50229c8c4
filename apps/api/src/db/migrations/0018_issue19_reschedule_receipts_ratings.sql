CREATE TABLE "receipt_counter" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"last_no" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "receipt_counter_single_row" CHECK ("receipt_counter"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "receipts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"serial_no" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "receipts_booking_id_unique" UNIQUE("booking_id"),
	CONSTRAINT "receipts_serial_no_unique" UNIQUE("serial_no")
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "rescheduled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "rescheduled_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "ics_sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reviews_expert_approved_idx" ON "reviews" USING btree ("expert_id") WHERE status = 'approved';--> statement-breakpoint
CREATE INDEX "booking_links_expires_idx" ON "booking_links" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "experts_gc_fee_idx" ON "experts" USING btree ("type","active","tier_1_fee");--> statement-breakpoint
CREATE INDEX "experts_mhc_fee_idx" ON "experts" USING btree ("type","active","self_fee");--> statement-breakpoint
CREATE INDEX "experts_experience_idx" ON "experts" USING btree ("type","active","practising_since");--> statement-breakpoint
CREATE INDEX "experts_gender_idx" ON "experts" USING btree ("type","active","gender");--> statement-breakpoint
INSERT INTO "receipt_counter" ("id", "last_no") VALUES (1, 0) ON CONFLICT DO NOTHING;