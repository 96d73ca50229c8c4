CREATE TABLE "patient_addresses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"patient_id" uuid NOT NULL,
	"label" text NOT NULL,
	"line1" text NOT NULL,
	"line2" text DEFAULT '' NOT NULL,
	"landmark" text DEFAULT '' NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"pin_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "lab_booking_id" uuid;--> statement-breakpoint
ALTER TABLE "lab_test_bookings" ADD COLUMN "collection_mode" text;--> statement-breakpoint
ALTER TABLE "lab_test_bookings" ADD COLUMN "address_id" uuid;--> statement-breakpoint
ALTER TABLE "lab_test_bookings" ADD COLUMN "address_text" text;--> statement-breakpoint
ALTER TABLE "lab_test_bookings" ADD COLUMN "collection_date" date;--> statement-breakpoint
ALTER TABLE "lab_test_bookings" ADD COLUMN "collection_window" text;--> statement-breakpoint
ALTER TABLE "lab_test_bookings" ADD COLUMN "payment_mode" text;--> statement-breakpoint
ALTER TABLE "lab_test_bookings" ADD COLUMN "payment_state" text DEFAULT 'unpaid' NOT NULL;--> statement-breakpoint
ALTER TABLE "lab_test_bookings" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lab_test_bookings" ADD COLUMN "collected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lab_test_bookings" ADD COLUMN "report_ready_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lab_test_bookings" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lab_test_bookings" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "lab_test_bookings" ADD COLUMN "report_id" uuid;--> statement-breakpoint
ALTER TABLE "lab_test_bookings" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "lab_tests" ADD COLUMN "preparation" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "lab_tests" ADD COLUMN "home_collection" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "lab_tests" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "lab_booking_id" uuid;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "requested_by_staff_id" uuid;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "patient_addresses" ADD CONSTRAINT "patient_addresses_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "patient_addresses_patient_idx" ON "patient_addresses" USING btree ("patient_id","created_at");--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_lab_booking_id_lab_test_bookings_id_fk" FOREIGN KEY ("lab_booking_id") REFERENCES "public"."lab_test_bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_test_bookings" ADD CONSTRAINT "lab_test_bookings_address_id_patient_addresses_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."patient_addresses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_test_bookings" ADD CONSTRAINT "lab_test_bookings_report_id_test_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."test_reports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_lab_booking_id_lab_test_bookings_id_fk" FOREIGN KEY ("lab_booking_id") REFERENCES "public"."lab_test_bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_orders_lab_booking_idx" ON "payment_orders" USING btree ("lab_booking_id");--> statement-breakpoint
CREATE INDEX "lab_test_bookings_collection_idx" ON "lab_test_bookings" USING btree ("collection_date","collection_window");--> statement-breakpoint
CREATE INDEX "refunds_lab_booking_idx" ON "refunds" USING btree ("lab_booking_id");--> statement-breakpoint
ALTER TABLE "lab_test_bookings" ADD CONSTRAINT "lab_test_bookings_mode_check" CHECK ("lab_test_bookings"."collection_mode" IN ('home', 'lab_visit'));--> statement-breakpoint
ALTER TABLE "lab_test_bookings" ADD CONSTRAINT "lab_test_bookings_window_check" CHECK ("lab_test_bookings"."collection_window" IN ('07:00-09:00', '09:00-11:00', '11:00-13:00', '13:00-15:00', '15:00-17:00', '17:00-19:00'));--> statement-breakpoint
ALTER TABLE "lab_test_bookings" ADD CONSTRAINT "lab_test_bookings_payment_mode_check" CHECK ("lab_test_bookings"."payment_mode" IN ('online', 'at_collection'));--> statement-breakpoint
ALTER TABLE "lab_test_bookings" ADD CONSTRAINT "lab_test_bookings_payment_state_check" CHECK ("lab_test_bookings"."payment_state" IN ('unpaid', 'paid', 'refunded'));--> statement-breakpoint
-- Hand-written: India's PIN codes are six digits, the first not 0.
ALTER TABLE "patient_addresses" ADD CONSTRAINT "patient_addresses_pin_check" CHECK ("pin_code" ~ '^[1-9][0-9]{5}$');
