CREATE TABLE "article_bookmarks" (
	"article_id" uuid NOT NULL,
	"patient_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "article_bookmarks_patient_id_article_id_pk" PRIMARY KEY("patient_id","article_id")
);
--> statement-breakpoint
CREATE TABLE "article_likes" (
	"article_id" uuid NOT NULL,
	"patient_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "article_likes_patient_id_article_id_pk" PRIMARY KEY("patient_id","article_id")
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"short_description" text NOT NULL,
	"body" text NOT NULL,
	"type" text NOT NULL,
	"category" text,
	"week_from" integer,
	"week_to" integer,
	"tribes" text[] DEFAULT '{}'::text[] NOT NULL,
	"image_path" text,
	"audio_path" text,
	"video_path" text,
	"video_link" text,
	"views" integer DEFAULT 0 NOT NULL,
	"likes" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "articles_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "chat_nodes" (
	"code" text PRIMARY KEY NOT NULL,
	"message" text,
	"question" text,
	"options" jsonb NOT NULL,
	"link" jsonb,
	"empathy" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_sessions" (
	"patient_id" uuid PRIMARY KEY NOT NULL,
	"node_code" text NOT NULL,
	"message_count" integer DEFAULT 0 NOT NULL,
	"empathy_sent" boolean DEFAULT false NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_topics" (
	"id" serial PRIMARY KEY NOT NULL,
	"keywords" text[] NOT NULL,
	"node_code" text NOT NULL,
	"crisis" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mood_tracks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"patient_id" uuid NOT NULL,
	"mood" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pregnancy_weeks" (
	"week" integer PRIMARY KEY NOT NULL,
	"size" text NOT NULL,
	"height_cm" double precision NOT NULL,
	"weight_g" double precision NOT NULL,
	"size_image_path" text NOT NULL,
	"description_for_baby" text NOT NULL,
	"description_for_mom" text NOT NULL,
	"mom" jsonb NOT NULL,
	"baby" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "article_bookmarks" ADD CONSTRAINT "article_bookmarks_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_bookmarks" ADD CONSTRAINT "article_bookmarks_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_likes" ADD CONSTRAINT "article_likes_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_likes" ADD CONSTRAINT "article_likes_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_sessions" ADD CONSTRAINT "chat_sessions_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_topics" ADD CONSTRAINT "chat_topics_node_code_chat_nodes_code_fk" FOREIGN KEY ("node_code") REFERENCES "public"."chat_nodes"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mood_tracks" ADD CONSTRAINT "mood_tracks_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "articles_type_published_idx" ON "articles" USING btree ("type","published_at");--> statement-breakpoint
CREATE INDEX "articles_tribes_idx" ON "articles" USING gin ("tribes");--> statement-breakpoint
CREATE INDEX "mood_tracks_patient_idx" ON "mood_tracks" USING btree ("patient_id","created_at");