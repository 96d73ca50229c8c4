-- Issue 21: an expert's photo, uploaded from the console and re-encoded as a 480 x 480 JPEG,
-- kept here so every API instance serves it (GET /media/expert-photo/<id>.jpg) whatever the file
-- storage. experts.profile_picture names the current one; older rows are deleted as a new one is saved.
-- Its journal time is set after 0019's (the latest recorded): the migrator applies only migrations
-- newer than the newest it has recorded.
CREATE TABLE "expert_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"expert_id" uuid NOT NULL,
	"uploaded_by_staff_id" uuid,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "expert_photos" ADD CONSTRAINT "expert_photos_expert_id_experts_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."experts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_photos" ADD CONSTRAINT "expert_photos_uploaded_by_staff_id_staff_accounts_id_fk" FOREIGN KEY ("uploaded_by_staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "expert_photos_expert_idx" ON "expert_photos" USING btree ("expert_id");