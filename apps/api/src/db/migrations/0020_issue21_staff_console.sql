CREATE TABLE "consultation_notes" (
	"booking_id" uuid PRIMARY KEY NOT NULL,
	"expert_id" uuid NOT NULL,
	"private_notes" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "expert_date_overrides" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"expert_id" uuid NOT NULL,
	"date" date NOT NULL,
	"start_time" time NOT NULL,
	"end_time" time NOT NULL,
	"slot_minutes" smallint NOT NULL,
	"buffer_minutes" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "expert_leave" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"expert_id" uuid NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_access_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"staff_id" uuid NOT NULL,
	"staff_role" text NOT NULL,
	"staff_name" text NOT NULL,
	"patient_id" uuid NOT NULL,
	"booking_id" uuid,
	"what" text NOT NULL,
	"title" text NOT NULL,
	"reason" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_access_log_role_check" CHECK ("staff_access_log"."staff_role" IN ('expert', 'operations', 'admin')),
	CONSTRAINT "staff_access_log_what_check" CHECK ("staff_access_log"."what" IN ('intake_form', 'report_file', 'contact_details'))
);
--> statement-breakpoint
CREATE TABLE "staff_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"full_name" text NOT NULL,
	"role" text NOT NULL,
	"expert_id" uuid,
	"password_hash" text NOT NULL,
	"totp_secret_enc" text NOT NULL,
	"totp_last_step" bigint,
	"session_epoch" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_accounts_email_unique" UNIQUE("email"),
	CONSTRAINT "staff_accounts_expert_id_unique" UNIQUE("expert_id"),
	CONSTRAINT "staff_accounts_role_check" CHECK ("staff_accounts"."role" IN ('expert', 'operations', 'admin')),
	CONSTRAINT "staff_accounts_expert_check" CHECK (("staff_accounts"."role" = 'expert') = ("staff_accounts"."expert_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "staff_invites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"full_name" text NOT NULL,
	"role" text NOT NULL,
	"expert_id" uuid,
	"token_hash" text NOT NULL,
	"totp_secret_enc" text,
	"invited_by" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_invites_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "staff_invites_role_check" CHECK ("staff_invites"."role" IN ('expert', 'operations', 'admin')),
	CONSTRAINT "staff_invites_expert_check" CHECK (("staff_invites"."role" = 'expert') = ("staff_invites"."expert_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "booking_reports" ADD COLUMN "added_by_staff_id" uuid;--> statement-breakpoint
ALTER TABLE "expert_days_off" ADD COLUMN "leave_id" uuid;--> statement-breakpoint
ALTER TABLE "expert_schedules" ADD COLUMN "buffer_minutes" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "experts" ADD COLUMN "time_zone" text DEFAULT 'Asia/Kolkata' NOT NULL;--> statement-breakpoint
ALTER TABLE "consultation_notes" ADD CONSTRAINT "consultation_notes_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultation_notes" ADD CONSTRAINT "consultation_notes_expert_id_experts_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."experts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_date_overrides" ADD CONSTRAINT "expert_date_overrides_expert_id_experts_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."experts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_leave" ADD CONSTRAINT "expert_leave_expert_id_experts_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."experts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_access_log" ADD CONSTRAINT "staff_access_log_staff_id_staff_accounts_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_accounts" ADD CONSTRAINT "staff_accounts_expert_id_experts_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."experts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_invites" ADD CONSTRAINT "staff_invites_expert_id_experts_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."experts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_invites" ADD CONSTRAINT "staff_invites_invited_by_staff_accounts_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "expert_date_overrides_expert_idx" ON "expert_date_overrides" USING btree ("expert_id","date");--> statement-breakpoint
CREATE INDEX "expert_leave_expert_idx" ON "expert_leave" USING btree ("expert_id","starts_on");--> statement-breakpoint
CREATE INDEX "staff_access_log_patient_idx" ON "staff_access_log" USING btree ("patient_id","at");--> statement-breakpoint
CREATE INDEX "staff_access_log_staff_idx" ON "staff_access_log" USING btree ("staff_id","at");--> statement-breakpoint
CREATE INDEX "staff_access_log_at_idx" ON "staff_access_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "staff_invites_email_idx" ON "staff_invites" USING btree ("email");--> statement-breakpoint
ALTER TABLE "expert_days_off" ADD CONSTRAINT "expert_days_off_leave_id_expert_leave_id_fk" FOREIGN KEY ("leave_id") REFERENCES "public"."expert_leave"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The access log is append-only (DPDP Rules 2025, rule 6): no row is ever changed, and a row
-- is deleted only once it is older than a year (the staff module's retention job).
CREATE FUNCTION staff_access_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A TRUNCATE trigger has no OLD row: refuse it with UPDATE.
  IF TG_OP IN ('UPDATE', 'TRUNCATE') THEN
    RAISE EXCEPTION 'staff_access_log is append-only' USING ERRCODE = 'insufficient_privilege';
  END IF;
  IF OLD.at > now() - interval '365 days' THEN
    RAISE EXCEPTION 'staff_access_log rows are kept a year' USING ERRCODE = 'insufficient_privilege';
  END IF;
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER staff_access_log_append_only BEFORE UPDATE OR DELETE ON staff_access_log
  FOR EACH ROW EXECUTE FUNCTION staff_access_log_append_only();
--> statement-breakpoint
CREATE TRIGGER staff_access_log_no_truncate BEFORE TRUNCATE ON staff_access_log
  FOR EACH STATEMENT EXECUTE FUNCTION staff_access_log_append_only();
--> statement-breakpoint
-- Date overrides change the slot lists too (see 0019): drop the cached answers on every instance.
CREATE TRIGGER expert_date_overrides_public_answers AFTER INSERT OR UPDATE OR DELETE ON expert_date_overrides
  FOR EACH ROW EXECUTE FUNCTION public_answers_changed();
--> statement-breakpoint
-- The availability module checks these under the expert's lock; the database holds them too.
ALTER TABLE "expert_leave" ADD CONSTRAINT "expert_leave_no_overlap"
  EXCLUDE USING gist ("expert_id" WITH =, daterange("starts_on", "ends_on", '[]') WITH &&);
--> statement-breakpoint
ALTER TABLE "expert_leave" ADD CONSTRAINT "expert_leave_order" CHECK ("ends_on" >= "starts_on");
--> statement-breakpoint
ALTER TABLE "expert_schedules" ADD CONSTRAINT "expert_schedules_order" CHECK ("end_time" > "start_time");
--> statement-breakpoint
ALTER TABLE "expert_date_overrides" ADD CONSTRAINT "expert_date_overrides_order" CHECK ("end_time" > "start_time");
