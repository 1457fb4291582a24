CREATE TABLE "orders" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"out_trade_no" text NOT NULL,
	"org_id" bigint,
	"org_name" text NOT NULL,
	"buyer_id" bigint,
	"item" jsonb NOT NULL,
	"plan_name" text,
	"basis" jsonb,
	"list_fen" bigint NOT NULL,
	"credit_fen" bigint DEFAULT 0 NOT NULL,
	"amount_fen" bigint NOT NULL,
	"refunded_fen" bigint DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'CNY' NOT NULL,
	"channel" text NOT NULL,
	"channel_trade_no" text,
	"status" text DEFAULT 'created' NOT NULL,
	"paid_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_out_trade_no_unique" UNIQUE("out_trade_no"),
	CONSTRAINT "orders_money_whole" CHECK ("orders"."amount_fen" >= 0 and "orders"."credit_fen" >= 0 and "orders"."amount_fen" + "orders"."credit_fen" = "orders"."list_fen" and "orders"."refunded_fen" between 0 and "orders"."amount_fen")
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"channel" text NOT NULL,
	"event_id" text NOT NULL,
	"out_trade_no" text NOT NULL,
	"state" text NOT NULL,
	"outcome" text NOT NULL,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "period_paid_fen" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_org_idx" ON "orders" USING btree ("org_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_events_channel_event_idx" ON "payment_events" USING btree ("channel","event_id");--> statement-breakpoint
CREATE INDEX "payment_events_trade_idx" ON "payment_events" USING btree ("out_trade_no");