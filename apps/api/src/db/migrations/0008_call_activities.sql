CREATE TABLE "call_activities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"party" text NOT NULL,
	"activity" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "call_activities" ADD CONSTRAINT "call_activities_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "call_activities_booking_idx" ON "call_activities" USING btree ("booking_id","created_at");--> statement-breakpoint
ALTER TABLE "call_activities" ADD CONSTRAINT "call_activities_party_check" CHECK ("party" IN ('patient', 'expert'));--> statement-breakpoint
ALTER TABLE "call_activities" ADD CONSTRAINT "call_activities_activity_check" CHECK ("activity" IN ('joined', 'disconnected'));
