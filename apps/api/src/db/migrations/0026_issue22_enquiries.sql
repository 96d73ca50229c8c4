ALTER TABLE "contact_enquiries" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_enquiries" ADD COLUMN "handled_by_staff_id" uuid;--> statement-breakpoint
ALTER TABLE "contact_enquiries" ADD COLUMN "handled_note" text;--> statement-breakpoint
ALTER TABLE "contact_enquiries" ADD CONSTRAINT "contact_enquiries_handled_by_staff_id_staff_accounts_id_fk" FOREIGN KEY ("handled_by_staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_enquiries_waiting_idx" ON "contact_enquiries" USING btree ("created_at") WHERE handled_at is null;