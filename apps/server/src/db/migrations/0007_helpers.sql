CREATE TABLE "helper_api_keys" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "helper_api_keys_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"org_id" bigint NOT NULL,
	"helper_id" bigint NOT NULL,
	"name" text NOT NULL,
	"hint" text NOT NULL,
	"key_hash" text NOT NULL,
	"created_by" bigint,
	"last_used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "helper_datasets" (
	"helper_id" bigint NOT NULL,
	"dataset_id" bigint NOT NULL,
	CONSTRAINT "helper_datasets_helper_id_dataset_id_pk" PRIMARY KEY("helper_id","dataset_id")
);
--> statement-breakpoint
CREATE TABLE "helper_versions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "helper_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"helper_id" bigint NOT NULL,
	"version" integer NOT NULL,
	"settings" jsonb NOT NULL,
	"author_id" bigint,
	"restored_from" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "helpers" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "helpers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"org_id" bigint NOT NULL,
	"author_id" bigint,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"avatar" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"instruction" text DEFAULT '' NOT NULL,
	"model" text DEFAULT '' NOT NULL,
	"temperature" real,
	"context_size" integer NOT NULL,
	"top_k" integer NOT NULL,
	"min_score" real NOT NULL,
	"welcome" text DEFAULT '' NOT NULL,
	"suggested_questions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"visibility" text DEFAULT 'private' NOT NULL,
	"category" text DEFAULT '' NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(name || ' ' || description)) STORED NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"use_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "helper_api_keys" ADD CONSTRAINT "helper_api_keys_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "helper_api_keys" ADD CONSTRAINT "helper_api_keys_helper_id_helpers_id_fk" FOREIGN KEY ("helper_id") REFERENCES "public"."helpers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "helper_api_keys" ADD CONSTRAINT "helper_api_keys_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "helper_datasets" ADD CONSTRAINT "helper_datasets_helper_id_helpers_id_fk" FOREIGN KEY ("helper_id") REFERENCES "public"."helpers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "helper_datasets" ADD CONSTRAINT "helper_datasets_dataset_id_datasets_id_fk" FOREIGN KEY ("dataset_id") REFERENCES "public"."datasets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "helper_versions" ADD CONSTRAINT "helper_versions_helper_id_helpers_id_fk" FOREIGN KEY ("helper_id") REFERENCES "public"."helpers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "helper_versions" ADD CONSTRAINT "helper_versions_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "helpers" ADD CONSTRAINT "helpers_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "helpers" ADD CONSTRAINT "helpers_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "helper_api_keys_hash_idx" ON "helper_api_keys" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "helper_api_keys_helper_idx" ON "helper_api_keys" USING btree ("helper_id");--> statement-breakpoint
CREATE INDEX "helper_datasets_dataset_idx" ON "helper_datasets" USING btree ("dataset_id");--> statement-breakpoint
CREATE UNIQUE INDEX "helper_versions_helper_version_idx" ON "helper_versions" USING btree ("helper_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "helpers_code_idx" ON "helpers" USING btree ("code");--> statement-breakpoint
CREATE INDEX "helpers_org_idx" ON "helpers" USING btree ("org_id","updated_at");--> statement-breakpoint
CREATE INDEX "helpers_author_idx" ON "helpers" USING btree ("author_id","updated_at");--> statement-breakpoint
CREATE INDEX "helpers_public_used_idx" ON "helpers" USING btree ("use_count","id") WHERE "helpers"."visibility" = 'public';--> statement-breakpoint
CREATE INDEX "helpers_public_new_idx" ON "helpers" USING btree ("created_at","id") WHERE "helpers"."visibility" = 'public';