-- btree_gist: the slot exclusion constraint compares expert ids with = inside a GiST index.
-- pg_trgm: expert search that tolerates typos. Both ship with PostgreSQL's contrib and PGlite.
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE SEQUENCE "public"."appointment_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 100001 CACHE 1;--> statement-breakpoint
CREATE TABLE "booking_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"report_of" text NOT NULL,
	"title" text NOT NULL,
	"file_path" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"appointment_no" text DEFAULT 'A-' || nextval('appointment_no_seq') NOT NULL,
	"patient_id" uuid NOT NULL,
	"expert_id" uuid NOT NULL,
	"type" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"hold_expires_at" timestamp with time zone NOT NULL,
	"some_one_else" boolean,
	"full_name" text,
	"gender" text,
	"dob" date,
	"phone" text,
	"email" text,
	"fee_type" text,
	"consultation" text,
	"referred_by" text,
	"referred_by_doctor" text,
	"referred_by_clinic_or_hospital" text,
	"accepted_age" boolean,
	"accepted_tnc" boolean,
	"tnc_id" uuid,
	"coupon_id" uuid,
	"original_amount" bigint,
	"discount" bigint,
	"total_amount" bigint,
	"booked_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"notified_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_appointment_no_unique" UNIQUE("appointment_no")
);
--> statement-breakpoint
CREATE TABLE "coupon_redemptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"coupon_id" uuid NOT NULL,
	"patient_id" uuid NOT NULL,
	"booking_id" uuid NOT NULL,
	"once_key" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupon_redemptions_booking_id_unique" UNIQUE("booking_id")
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"discount_type" text NOT NULL,
	"discount_value" integer NOT NULL,
	"max_redemptions" integer,
	"redemptions" integer DEFAULT 0 NOT NULL,
	"once_per_patient" boolean DEFAULT false NOT NULL,
	"consultation_type" text,
	"active" boolean DEFAULT true NOT NULL,
	"expires_at" timestamp with time zone,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"provider_order_id" text,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"purpose" text NOT NULL,
	"booking_id" uuid,
	"provider" text NOT NULL,
	"provider_order_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text DEFAULT 'INR' NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"provider_payment_id" text,
	"refund_id" text,
	"paid_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_orders_provider_order_id_unique" UNIQUE("provider_order_id"),
	CONSTRAINT "payment_orders_provider_payment_id_unique" UNIQUE("provider_payment_id")
);
--> statement-breakpoint
CREATE TABLE "sandbox_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"amount" bigint NOT NULL,
	"receipt" text NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"method" text NOT NULL,
	"status" text NOT NULL,
	"refund_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "expert_days_off" (
	"expert_id" uuid NOT NULL,
	"date" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "expert_schedules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"expert_id" uuid NOT NULL,
	"weekday" smallint NOT NULL,
	"start_time" time NOT NULL,
	"end_time" time NOT NULL,
	"slot_minutes" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "experts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" text NOT NULL,
	"salutation" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"gender" text NOT NULL,
	"pronoun" text,
	"profile_picture" text,
	"qualification" text NOT NULL,
	"registration_no" text NOT NULL,
	"description" text NOT NULL,
	"short_description" text NOT NULL,
	"practising_since" date NOT NULL,
	"specialities" text[] DEFAULT '{}'::text[] NOT NULL,
	"languages" text[] DEFAULT '{}'::text[] NOT NULL,
	"concerns" text[] DEFAULT '{}'::text[] NOT NULL,
	"approaches" text[] DEFAULT '{}'::text[] NOT NULL,
	"tier_1_fee" integer NOT NULL,
	"tier_2_fee" integer NOT NULL,
	"self_fee" integer NOT NULL,
	"couple_fee" integer NOT NULL,
	"family_fee" integer NOT NULL,
	"medicine_fee" integer DEFAULT 0 NOT NULL,
	"clinic_address_line1" text,
	"clinic_address_line2" text,
	"clinic_city" text,
	"clinic_state" text,
	"clinic_country" text,
	"clinic_postal_code" text,
	"country" text DEFAULT 'India' NOT NULL,
	"mobile_number" text,
	"customer_support" text,
	"hospital_id" text,
	"active" boolean DEFAULT true NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booking_reports" ADD CONSTRAINT "booking_reports_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_expert_id_experts_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."experts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_payments" ADD CONSTRAINT "sandbox_payments_order_id_sandbox_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."sandbox_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_days_off" ADD CONSTRAINT "expert_days_off_expert_id_experts_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."experts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_schedules" ADD CONSTRAINT "expert_schedules_expert_id_experts_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."experts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_reports_booking_idx" ON "booking_reports" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "bookings_patient_idx" ON "bookings" USING btree ("patient_id","starts_at");--> statement-breakpoint
CREATE INDEX "bookings_expert_idx" ON "bookings" USING btree ("expert_id","starts_at");--> statement-breakpoint
CREATE INDEX "bookings_open_hold_idx" ON "bookings" USING btree ("hold_expires_at") WHERE status in ('held', 'pending');--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_redemptions_once_idx" ON "coupon_redemptions" USING btree ("coupon_id","once_key");--> statement-breakpoint
CREATE INDEX "payment_orders_booking_idx" ON "payment_orders" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "payment_orders_open_idx" ON "payment_orders" USING btree ("created_at") WHERE status in ('created', 'failed');--> statement-breakpoint
CREATE INDEX "sandbox_payments_order_idx" ON "sandbox_payments" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "expert_days_off_pk" ON "expert_days_off" USING btree ("expert_id","date");--> statement-breakpoint
CREATE INDEX "expert_schedules_expert_idx" ON "expert_schedules" USING btree ("expert_id","weekday");--> statement-breakpoint
CREATE INDEX "experts_type_idx" ON "experts" USING btree ("type","active");--> statement-breakpoint
-- No slot sold twice: two open bookings of one expert may not overlap in time. A lost race
-- fails with 23P01 (exclusion_violation), whichever instance and transaction tried.
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlap" EXCLUDE USING gist ("expert_id" WITH =, tstzrange("starts_at", "ends_at", '[)') WITH &&) WHERE ("status" IN ('held', 'pending', 'confirmed'));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_status_check" CHECK ("status" IN ('held', 'pending', 'confirmed', 'expired', 'cancelled'));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_time_check" CHECK ("ends_at" > "starts_at");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_amount_check" CHECK ("total_amount" IS NULL OR ("total_amount" >= 0 AND "discount" >= 0 AND "total_amount" = "original_amount" - "discount"));--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_status_check" CHECK ("status" IN ('created', 'failed', 'paid', 'refunded'));--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_amount_check" CHECK ("amount" > 0);--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_redemptions_check" CHECK ("redemptions" >= 0 AND ("max_redemptions" IS NULL OR "redemptions" <= "max_redemptions"));--> statement-breakpoint
-- One paid order per booking: a second capture is refunded, never a second confirmation.
CREATE UNIQUE INDEX "payment_orders_one_paid_idx" ON "payment_orders" ("booking_id") WHERE "status" = 'paid';--> statement-breakpoint
CREATE INDEX "experts_search_trgm_idx" ON "experts" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "experts_search_fts_idx" ON "experts" USING gin (to_tsvector('simple', "search_text"));
