ALTER TABLE "chat_messages" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_sessions" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "visitor_id" text;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "citations" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_sessions" ADD COLUMN "visitor_id" text;--> statement-breakpoint
CREATE INDEX "chat_sessions_visitor_idx" ON "chat_sessions" USING btree ("visitor_id","updated_at");--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_one_owner" CHECK (num_nonnulls("chat_messages"."user_id", "chat_messages"."visitor_id") = 1);--> statement-breakpoint
ALTER TABLE "chat_sessions" ADD CONSTRAINT "chat_sessions_one_owner" CHECK (num_nonnulls("chat_sessions"."user_id", "chat_sessions"."visitor_id") = 1);