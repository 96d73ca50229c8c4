ALTER TABLE "articles" ALTER COLUMN "published_at" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "quick_support_questions" ADD COLUMN "published_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
-- hand-written
-- Articles that were there before the console last changed when they were published.
UPDATE "articles" SET "updated_at" = "published_at" WHERE "published_at" IS NOT NULL;
