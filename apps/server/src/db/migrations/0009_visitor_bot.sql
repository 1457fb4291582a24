CREATE TABLE "bot_keys" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bot_keys_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"org_id" bigint NOT NULL,
	"helper_id" bigint NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"allowed_origins" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"expires_at" timestamp with time zone,
	"per_visitor_per_minute" integer NOT NULL,
	"per_visitor_per_day" integer NOT NULL,
	"revoked_at" timestamp with time zone,
	"last_used_at" timestamp with time zone,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bot_settings" (
	"helper_id" bigint PRIMARY KEY NOT NULL,
	"org_id" bigint NOT NULL,
	"settings" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "visitor_id" text;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "agent_id" bigint;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "rating" text;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "rating_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "unanswered" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_sessions" ADD COLUMN "bot_key_id" bigint;--> statement-breakpoint
ALTER TABLE "chat_sessions" ADD COLUMN "status" text;--> statement-breakpoint
ALTER TABLE "chat_sessions" ADD COLUMN "agent_id" bigint;--> statement-breakpoint
ALTER TABLE "chat_sessions" ADD COLUMN "handed_off_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chat_sessions" ADD COLUMN "last_message_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chat_sessions" ADD COLUMN "agent_unread" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bot_keys" ADD CONSTRAINT "bot_keys_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bot_keys" ADD CONSTRAINT "bot_keys_helper_id_helpers_id_fk" FOREIGN KEY ("helper_id") REFERENCES "public"."helpers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bot_keys" ADD CONSTRAINT "bot_keys_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bot_settings" ADD CONSTRAINT "bot_settings_helper_id_helpers_id_fk" FOREIGN KEY ("helper_id") REFERENCES "public"."helpers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bot_settings" ADD CONSTRAINT "bot_settings_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bot_keys_key_idx" ON "bot_keys" USING btree ("key");--> statement-breakpoint
CREATE INDEX "bot_keys_helper_idx" ON "bot_keys" USING btree ("helper_id","created_at");--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_sessions" ADD CONSTRAINT "chat_sessions_bot_key_id_bot_keys_id_fk" FOREIGN KEY ("bot_key_id") REFERENCES "public"."bot_keys"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_sessions" ADD CONSTRAINT "chat_sessions_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_sessions_org_status_idx" ON "chat_sessions" USING btree ("org_id","status","last_message_at") WHERE "chat_sessions"."status" is not null;--> statement-breakpoint
CREATE INDEX "chat_sessions_bot_created_idx" ON "chat_sessions" USING btree ("org_id","created_at") WHERE "chat_sessions"."bot_key_id" is not null;