CREATE SEQUENCE "public"."test_booking_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 500001 CACHE 1;--> statement-breakpoint
CREATE TABLE "lab_test_bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_no" text DEFAULT 'T-' || nextval('test_booking_no_seq') NOT NULL,
	"patient_id" uuid NOT NULL,
	"test_id" uuid NOT NULL,
	"mrp" integer NOT NULL,
	"status" text DEFAULT 'booked' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lab_test_bookings_booking_no_unique" UNIQUE("booking_no")
);
--> statement-breakpoint
CREATE TABLE "lab_tests" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"mrp" integer NOT NULL,
	"categories" text[] NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"search_text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lab_test_bookings" ADD CONSTRAINT "lab_test_bookings_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_test_bookings" ADD CONSTRAINT "lab_test_bookings_test_id_lab_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."lab_tests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lab_test_bookings_patient_idx" ON "lab_test_bookings" USING btree ("patient_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "lab_test_bookings_open_idx" ON "lab_test_bookings" USING btree ("patient_id","test_id") WHERE status in ('booked', 'sample_collected');--> statement-breakpoint
CREATE INDEX "lab_tests_search_idx" ON "lab_tests" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "lab_tests" ADD CONSTRAINT "lab_tests_mrp_check" CHECK ("mrp" > 0);--> statement-breakpoint
ALTER TABLE "lab_tests" ADD CONSTRAINT "lab_tests_categories_check" CHECK (cardinality("categories") > 0 AND "categories" <@ ARRAY['adults', 'duringPregnancy', 'forBabiesChildren', 'postPregnancy', 'prePregnancy']::text[]);--> statement-breakpoint
ALTER TABLE "lab_test_bookings" ADD CONSTRAINT "lab_test_bookings_status_check" CHECK ("status" IN ('booked', 'sample_collected', 'report_ready', 'cancelled'));--> statement-breakpoint
ALTER TABLE "lab_test_bookings" ADD CONSTRAINT "lab_test_bookings_mrp_check" CHECK ("mrp" > 0);
