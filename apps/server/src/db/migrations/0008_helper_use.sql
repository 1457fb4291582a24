CREATE TABLE "helper_subscriptions" (
	"org_id" bigint NOT NULL,
	"helper_id" bigint NOT NULL,
	"subscribed_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "helper_subscriptions_org_id_helper_id_pk" PRIMARY KEY("org_id","helper_id")
);
--> statement-breakpoint
ALTER TABLE "chat_sessions" ADD COLUMN "helper_id" bigint;--> statement-breakpoint
ALTER TABLE "helper_api_keys" ADD COLUMN "request_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "helper_api_keys" ADD COLUMN "prompt_tokens" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "helper_api_keys" ADD COLUMN "completion_tokens" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "helpers" ADD COLUMN "org_default" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "helper_subscriptions" ADD CONSTRAINT "helper_subscriptions_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "helper_subscriptions" ADD CONSTRAINT "helper_subscriptions_helper_id_helpers_id_fk" FOREIGN KEY ("helper_id") REFERENCES "public"."helpers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "helper_subscriptions" ADD CONSTRAINT "helper_subscriptions_subscribed_by_users_id_fk" FOREIGN KEY ("subscribed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "helper_subscriptions_org_idx" ON "helper_subscriptions" USING btree ("org_id","created_at");--> statement-breakpoint
CREATE INDEX "helper_subscriptions_helper_idx" ON "helper_subscriptions" USING btree ("helper_id");--> statement-breakpoint
ALTER TABLE "chat_sessions" ADD CONSTRAINT "chat_sessions_helper_id_helpers_id_fk" FOREIGN KEY ("helper_id") REFERENCES "public"."helpers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_sessions_user_helper_idx" ON "chat_sessions" USING btree ("user_id","helper_id","updated_at") WHERE "chat_sessions"."helper_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "helpers_org_default_idx" ON "helpers" USING btree ("org_id") WHERE "helpers"."org_default";