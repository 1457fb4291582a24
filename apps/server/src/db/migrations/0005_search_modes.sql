ALTER TABLE "datasets" ADD COLUMN "embedding_model" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "datasets" ADD COLUMN "search_mode" text DEFAULT 'hybrid' NOT NULL;