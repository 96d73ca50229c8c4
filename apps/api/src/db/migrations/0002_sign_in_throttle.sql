DROP TABLE "sign_in_failures" CASCADE;--> statement-breakpoint
CREATE TABLE "sign_in_throttle" (
	"key" text PRIMARY KEY NOT NULL,
	"tries" integer NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL
);
