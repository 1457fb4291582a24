ALTER TABLE "helper_api_keys" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "helper_api_keys" ADD COLUMN "suspended_reason" text;--> statement-breakpoint
ALTER TABLE "bot_keys" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bot_keys" ADD COLUMN "suspended_reason" text;--> statement-breakpoint
-- Keys whose holder is already gone (removed, left, banned, account deleted) stop now, as they
-- would have when it happened.
UPDATE "helper_api_keys" k SET "suspended_at" = now(), "suspended_reason" = CASE
    WHEN k."created_by" IS NULL THEN 'deleted'
    WHEN EXISTS (SELECT 1 FROM "users" u WHERE u."id" = k."created_by" AND u."ban") THEN 'banned'
    ELSE 'removed' END
  WHERE k."created_by" IS NULL
    OR EXISTS (SELECT 1 FROM "users" u WHERE u."id" = k."created_by" AND u."ban")
    OR NOT EXISTS (SELECT 1 FROM "org_members" m
      WHERE m."org_id" = k."org_id" AND m."user_id" = k."created_by");--> statement-breakpoint
UPDATE "bot_keys" k SET "suspended_at" = now(), "suspended_reason" = CASE
    WHEN k."created_by" IS NULL THEN 'deleted'
    WHEN EXISTS (SELECT 1 FROM "users" u WHERE u."id" = k."created_by" AND u."ban") THEN 'banned'
    ELSE 'removed' END
  WHERE k."revoked_at" IS NULL AND (k."created_by" IS NULL
    OR EXISTS (SELECT 1 FROM "users" u WHERE u."id" = k."created_by" AND u."ban")
    OR NOT EXISTS (SELECT 1 FROM "org_members" m
      WHERE m."org_id" = k."org_id" AND m."user_id" = k."created_by"));
