CREATE TABLE "dataset_synonym_groups" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dataset_synonym_groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"org_id" bigint NOT NULL,
	"dataset_id" bigint NOT NULL,
	"user_id" bigint,
	"position" integer NOT NULL,
	"words" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "datasets" ADD COLUMN "query_rewrite" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "dataset_synonym_groups" ADD CONSTRAINT "dataset_synonym_groups_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dataset_synonym_groups" ADD CONSTRAINT "dataset_synonym_groups_dataset_id_datasets_id_fk" FOREIGN KEY ("dataset_id") REFERENCES "public"."datasets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dataset_synonym_groups" ADD CONSTRAINT "dataset_synonym_groups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dataset_synonym_groups_dataset_idx" ON "dataset_synonym_groups" USING btree ("dataset_id","position");