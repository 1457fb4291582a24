ALTER TABLE "org_members" ADD COLUMN "first_steps_dismissed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "demo_content_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bot_keys" ADD COLUMN "embedded_at" timestamp with time zone;