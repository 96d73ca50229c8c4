CREATE TABLE "patient_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"patient_id" uuid NOT NULL,
	"title" text NOT NULL,
	"file_key" text NOT NULL,
	"content_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "patient_reports_file_key_unique" UNIQUE("file_key")
);
--> statement-breakpoint
CREATE TABLE "report_access_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"patient_id" uuid NOT NULL,
	"file_key" text NOT NULL,
	"title" text NOT NULL,
	"kind" text NOT NULL,
	"actor" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "test_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"patient_id" uuid NOT NULL,
	"test_name" text NOT NULL,
	"institute_name" text NOT NULL,
	"doctor_name" text NOT NULL,
	"status" text NOT NULL,
	"file_keys" text[] DEFAULT '{}'::text[] NOT NULL,
	"reported_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "patient_reports" ADD CONSTRAINT "patient_reports_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_access_log" ADD CONSTRAINT "report_access_log_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_reports" ADD CONSTRAINT "test_reports_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "patient_reports_patient_idx" ON "patient_reports" USING btree ("patient_id","created_at");--> statement-breakpoint
CREATE INDEX "report_access_log_patient_idx" ON "report_access_log" USING btree ("patient_id","at");--> statement-breakpoint
CREATE INDEX "test_reports_patient_idx" ON "test_reports" USING btree ("patient_id","reported_on");--> statement-breakpoint
ALTER TABLE "test_reports" ADD CONSTRAINT "test_reports_status_check" CHECK ("status" IN ('Low Risk', 'Intermediate Risk', 'High Risk', 'Normal', 'Abnormal', 'Failed'));--> statement-breakpoint
ALTER TABLE "report_access_log" ADD CONSTRAINT "report_access_log_kind_check" CHECK ("kind" IN ('patient', 'test', 'doctor'));
