CREATE TABLE "ai_page_shares" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ai_page_shares_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"page_id" bigint NOT NULL,
	"org_id" bigint NOT NULL,
	"version" integer NOT NULL,
	"password_hash" text DEFAULT '' NOT NULL,
	"expires_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"views" integer DEFAULT 0 NOT NULL,
	"last_viewed_at" timestamp with time zone,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ai_page_versions" (
	"page_id" bigint NOT NULL,
	"n" integer NOT NULL,
	"html" text NOT NULL,
	"sha256" text NOT NULL,
	"source" text NOT NULL,
	"instruction" text DEFAULT '' NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ai_page_versions_page_id_n_pk" PRIMARY KEY("page_id","n")
);
--> statement-breakpoint
CREATE TABLE "ai_pages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ai_pages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"org_id" bigint NOT NULL,
	"owner_id" bigint NOT NULL,
	"title" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"session_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ai_page_shares" ADD CONSTRAINT "ai_page_shares_page_id_ai_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."ai_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_page_shares" ADD CONSTRAINT "ai_page_shares_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_page_shares" ADD CONSTRAINT "ai_page_shares_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_page_versions" ADD CONSTRAINT "ai_page_versions_page_id_ai_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."ai_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_page_versions" ADD CONSTRAINT "ai_page_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_pages" ADD CONSTRAINT "ai_pages_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_pages" ADD CONSTRAINT "ai_pages_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_pages" ADD CONSTRAINT "ai_pages_session_id_chat_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."chat_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ai_page_shares_code_idx" ON "ai_page_shares" USING btree ("code");--> statement-breakpoint
CREATE INDEX "ai_page_shares_page_idx" ON "ai_page_shares" USING btree ("page_id");--> statement-breakpoint
CREATE INDEX "ai_pages_org_idx" ON "ai_pages" USING btree ("org_id","updated_at");--> statement-breakpoint
CREATE INDEX "ai_pages_owner_idx" ON "ai_pages" USING btree ("owner_id","updated_at");