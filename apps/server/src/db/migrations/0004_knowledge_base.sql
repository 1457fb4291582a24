CREATE TABLE "chat_session_datasets" (
	"session_id" bigint NOT NULL,
	"dataset_id" bigint NOT NULL,
	CONSTRAINT "chat_session_datasets_session_id_dataset_id_pk" PRIMARY KEY("session_id","dataset_id")
);
--> statement-breakpoint
CREATE TABLE "dataset_chunks" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dataset_chunks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"org_id" bigint NOT NULL,
	"dataset_id" bigint NOT NULL,
	"document_id" bigint NOT NULL,
	"position" integer NOT NULL,
	"content" text NOT NULL,
	"headings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"page" integer,
	"sheet" text,
	"enabled" boolean DEFAULT true NOT NULL,
	"words" "tsvector" NOT NULL,
	"segmenter" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dataset_documents" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dataset_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"org_id" bigint NOT NULL,
	"dataset_id" bigint NOT NULL,
	"folder_id" bigint,
	"user_id" bigint,
	"name" text NOT NULL,
	"source" text NOT NULL,
	"kind" text DEFAULT '' NOT NULL,
	"url" text DEFAULT '' NOT NULL,
	"storage_key" text DEFAULT '' NOT NULL,
	"bytes" bigint DEFAULT 0 NOT NULL,
	"sha256" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"failure" text,
	"failure_detail" text DEFAULT '' NOT NULL,
	"chunk_count" integer DEFAULT 0 NOT NULL,
	"char_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dataset_folders" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dataset_folders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"org_id" bigint NOT NULL,
	"dataset_id" bigint NOT NULL,
	"parent_id" bigint,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "datasets" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "datasets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"org_id" bigint NOT NULL,
	"user_id" bigint,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"chunk_size" integer NOT NULL,
	"chunk_overlap" integer NOT NULL,
	"top_k" integer NOT NULL,
	"min_score" real DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_session_datasets" ADD CONSTRAINT "chat_session_datasets_session_id_chat_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."chat_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_session_datasets" ADD CONSTRAINT "chat_session_datasets_dataset_id_datasets_id_fk" FOREIGN KEY ("dataset_id") REFERENCES "public"."datasets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dataset_chunks" ADD CONSTRAINT "dataset_chunks_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dataset_chunks" ADD CONSTRAINT "dataset_chunks_dataset_id_datasets_id_fk" FOREIGN KEY ("dataset_id") REFERENCES "public"."datasets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dataset_chunks" ADD CONSTRAINT "dataset_chunks_document_id_dataset_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."dataset_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dataset_documents" ADD CONSTRAINT "dataset_documents_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dataset_documents" ADD CONSTRAINT "dataset_documents_dataset_id_datasets_id_fk" FOREIGN KEY ("dataset_id") REFERENCES "public"."datasets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dataset_documents" ADD CONSTRAINT "dataset_documents_folder_id_dataset_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."dataset_folders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dataset_documents" ADD CONSTRAINT "dataset_documents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dataset_folders" ADD CONSTRAINT "dataset_folders_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dataset_folders" ADD CONSTRAINT "dataset_folders_dataset_id_datasets_id_fk" FOREIGN KEY ("dataset_id") REFERENCES "public"."datasets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dataset_folders" ADD CONSTRAINT "dataset_folders_parent_id_dataset_folders_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."dataset_folders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "datasets" ADD CONSTRAINT "datasets_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "datasets" ADD CONSTRAINT "datasets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_session_datasets_dataset_idx" ON "chat_session_datasets" USING btree ("dataset_id");--> statement-breakpoint
CREATE INDEX "dataset_chunks_words_idx" ON "dataset_chunks" USING gin ("words") WITH (fastupdate=false);--> statement-breakpoint
-- Ranking reads every candidate's words: keep them in the row rather than in TOAST.
ALTER TABLE "dataset_chunks" ALTER COLUMN "words" SET STORAGE MAIN;--> statement-breakpoint
CREATE INDEX "dataset_chunks_document_idx" ON "dataset_chunks" USING btree ("document_id","position");--> statement-breakpoint
CREATE INDEX "dataset_chunks_dataset_idx" ON "dataset_chunks" USING btree ("dataset_id");--> statement-breakpoint
CREATE INDEX "dataset_documents_folder_idx" ON "dataset_documents" USING btree ("dataset_id","folder_id","id");--> statement-breakpoint
CREATE INDEX "dataset_documents_sha_idx" ON "dataset_documents" USING btree ("dataset_id","sha256");--> statement-breakpoint
CREATE INDEX "dataset_documents_org_idx" ON "dataset_documents" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "dataset_folders_dataset_idx" ON "dataset_folders" USING btree ("dataset_id","parent_id");--> statement-breakpoint
CREATE INDEX "datasets_org_idx" ON "datasets" USING btree ("org_id");