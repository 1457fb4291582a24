-- A user's current organisation is always one they belong to: the pages, the chat's models and
-- the sales assistant act in it. The services keep that true; from here the database does too,
-- whoever writes. A membership that goes (removal, leaving, a deleted team) leaves no current
-- organisation rather than a stale one; the services move the member to their own space first.
ALTER TABLE "users" DROP CONSTRAINT "users_current_org_id_organisations_id_fk";
--> statement-breakpoint
UPDATE "users" u SET "current_org_id" = (
    SELECT m."org_id" FROM "org_members" m JOIN "organisations" o ON o."id" = m."org_id"
    WHERE m."user_id" = u."id" AND o."kind" = 'personal' AND m."role" = 'owner' LIMIT 1)
  WHERE u."current_org_id" IS NOT NULL AND NOT EXISTS (
    SELECT 1 FROM "org_members" m WHERE m."org_id" = u."current_org_id" AND m."user_id" = u."id");
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_current_org_membership_fk"
  FOREIGN KEY ("current_org_id", "id") REFERENCES "org_members" ("org_id", "user_id")
  ON DELETE SET NULL ("current_org_id");
