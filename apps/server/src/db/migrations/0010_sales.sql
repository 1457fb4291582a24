CREATE TABLE "sale_chats" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sale_chats_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"org_id" bigint NOT NULL,
	"owner_id" bigint NOT NULL,
	"helper_id" bigint,
	"customer_name" text NOT NULL,
	"customer_key" text NOT NULL,
	"channel" text NOT NULL,
	"stage" text NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"visibility" text NOT NULL,
	"turns" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reading_state" text DEFAULT 'idle' NOT NULL,
	"reading_done" integer DEFAULT 0 NOT NULL,
	"reading_total" integer DEFAULT 0 NOT NULL,
	"reading_error" text,
	"reading_started_at" timestamp with time zone,
	"reading_finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sale_helper_settings" (
	"helper_id" bigint PRIMARY KEY NOT NULL,
	"org_id" bigint NOT NULL,
	"reader" text DEFAULT 'ocr' NOT NULL,
	"vision_model" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sale_pics" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sale_pics_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"org_id" bigint NOT NULL,
	"sale_chat_id" bigint NOT NULL,
	"file_id" bigint NOT NULL,
	"position" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"state" text DEFAULT 'new' NOT NULL,
	"error" text,
	"turns" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sale_suggestions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sale_suggestions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"org_id" bigint NOT NULL,
	"sale_chat_id" bigint NOT NULL,
	"requested_by" bigint,
	"replies" jsonb NOT NULL,
	"citations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"model" text NOT NULL,
	"sent_index" integer,
	"sent_text" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sale_chats" ADD CONSTRAINT "sale_chats_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_chats" ADD CONSTRAINT "sale_chats_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_chats" ADD CONSTRAINT "sale_chats_helper_id_helpers_id_fk" FOREIGN KEY ("helper_id") REFERENCES "public"."helpers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_helper_settings" ADD CONSTRAINT "sale_helper_settings_helper_id_helpers_id_fk" FOREIGN KEY ("helper_id") REFERENCES "public"."helpers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_helper_settings" ADD CONSTRAINT "sale_helper_settings_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_pics" ADD CONSTRAINT "sale_pics_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_pics" ADD CONSTRAINT "sale_pics_sale_chat_id_sale_chats_id_fk" FOREIGN KEY ("sale_chat_id") REFERENCES "public"."sale_chats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_pics" ADD CONSTRAINT "sale_pics_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_suggestions" ADD CONSTRAINT "sale_suggestions_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_suggestions" ADD CONSTRAINT "sale_suggestions_sale_chat_id_sale_chats_id_fk" FOREIGN KEY ("sale_chat_id") REFERENCES "public"."sale_chats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_suggestions" ADD CONSTRAINT "sale_suggestions_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sale_chats_org_owner_idx" ON "sale_chats" USING btree ("org_id","owner_id","updated_at");--> statement-breakpoint
CREATE INDEX "sale_chats_org_updated_idx" ON "sale_chats" USING btree ("org_id","updated_at");--> statement-breakpoint
CREATE INDEX "sale_chats_customer_idx" ON "sale_chats" USING btree ("org_id","customer_key");--> statement-breakpoint
CREATE INDEX "sale_pics_chat_idx" ON "sale_pics" USING btree ("sale_chat_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "sale_pics_file_idx" ON "sale_pics" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "sale_suggestions_chat_idx" ON "sale_suggestions" USING btree ("sale_chat_id","created_at");