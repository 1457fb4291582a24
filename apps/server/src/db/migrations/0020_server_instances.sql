CREATE TABLE "server_instances" (
	"id" text PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "instance_id" text;--> statement-breakpoint
CREATE INDEX "chat_messages_streaming_idx" ON "chat_messages" USING btree ("instance_id","updated_at") WHERE "chat_messages"."state" = 'streaming';