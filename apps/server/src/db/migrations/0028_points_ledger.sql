CREATE TABLE "point_accounts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "point_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"org_id" bigint,
	"user_id" bigint,
	"available" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "point_accounts_one_owner" CHECK (("point_accounts"."org_id" is null) <> ("point_accounts"."user_id" is null))
);
--> statement-breakpoint
CREATE TABLE "point_ledger" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "point_ledger_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"account_id" bigint NOT NULL,
	"wallet_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"kind" text NOT NULL,
	"reason" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "point_reservations" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "point_reservations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"account_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"spent" bigint,
	"status" text DEFAULT 'held' NOT NULL,
	"purpose" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "point_wallets" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "point_wallets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"account_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "point_accounts" ADD CONSTRAINT "point_accounts_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_accounts" ADD CONSTRAINT "point_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_ledger" ADD CONSTRAINT "point_ledger_account_id_point_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."point_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_ledger" ADD CONSTRAINT "point_ledger_wallet_id_point_wallets_id_fk" FOREIGN KEY ("wallet_id") REFERENCES "public"."point_wallets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_reservations" ADD CONSTRAINT "point_reservations_account_id_point_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."point_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_wallets" ADD CONSTRAINT "point_wallets_account_id_point_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."point_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "point_accounts_org_idx" ON "point_accounts" USING btree ("org_id");--> statement-breakpoint
CREATE UNIQUE INDEX "point_accounts_user_idx" ON "point_accounts" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "point_ledger_key_idx" ON "point_ledger" USING btree ("account_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "point_ledger_wallet_idx" ON "point_ledger" USING btree ("wallet_id");--> statement-breakpoint
CREATE INDEX "point_reservations_held_idx" ON "point_reservations" USING btree ("created_at") WHERE "point_reservations"."status" = 'held';--> statement-breakpoint
CREATE INDEX "point_reservations_account_idx" ON "point_reservations" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "point_wallets_account_idx" ON "point_wallets" USING btree ("account_id");