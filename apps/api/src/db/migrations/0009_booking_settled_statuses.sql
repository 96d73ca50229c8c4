CREATE INDEX "bookings_confirmed_end_idx" ON "bookings" USING btree ("ends_at") WHERE status = 'confirmed';--> statement-breakpoint
-- Ended appointments are settled as 'completed' (the patient joined the room) or 'no_show'.
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_status_check";--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_status_check" CHECK ("status" IN ('held', 'pending', 'confirmed', 'expired', 'cancelled', 'completed', 'no_show'));
