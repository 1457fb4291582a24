CREATE TABLE "plans" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "plans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price_month_fen" bigint NOT NULL,
	"price_year_fen" bigint NOT NULL,
	"currency" text DEFAULT 'CNY' NOT NULL,
	"points_per_month" bigint NOT NULL,
	"limits" jsonb NOT NULL,
	"free" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plans_free_costs_nothing" CHECK (not "plans"."free" or ("plans"."price_month_fen" = 0 and "plans"."price_year_fen" = 0))
);
--> statement-breakpoint
CREATE TABLE "point_prices" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "point_prices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"model" text NOT NULL,
	"input_per_million" bigint NOT NULL,
	"output_per_million" bigint NOT NULL,
	"cached_per_million" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "point_prices_model_unique" UNIQUE("model")
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "subscriptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"org_id" bigint NOT NULL,
	"plan_id" bigint NOT NULL,
	"period" text DEFAULT 'month' NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"renews" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_org_id_unique" UNIQUE("org_id")
);
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "plans_one_free_idx" ON "plans" USING btree ("free") WHERE "plans"."free";--> statement-breakpoint
INSERT INTO "plans" ("name", "description", "price_month_fen", "price_year_fen", "points_per_month", "limits", "free", "sort")
VALUES ('免费版', '每个组织开始时的套餐', 0, 0, 5000,
  '{"members":5,"helpers":10,"datasets":5,"scenes":5,"storageMb":200,"requestsPerMinute":30,"historyDays":90}', true, 0);
--> statement-breakpoint
INSERT INTO "point_prices" ("model", "input_per_million", "output_per_million", "cached_per_million")
VALUES ('*', 1000, 2000, 250);
