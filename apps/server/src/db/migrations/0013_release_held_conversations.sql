-- A visitor's conversation held by someone who can no longer answer it (no longer in the team,
-- banned, or deleted, which emptied its holder) waits for a person again: nobody could take,
-- answer, release or close it. The services release such conversations as it happens from here.
UPDATE "chat_sessions" s SET "status" = 'pending', "agent_id" = NULL
  WHERE s."status" = 'agent' AND (
    s."agent_id" IS NULL
    OR NOT EXISTS (
      SELECT 1 FROM "org_members" m WHERE m."org_id" = s."org_id" AND m."user_id" = s."agent_id")
    OR EXISTS (SELECT 1 FROM "users" u WHERE u."id" = s."agent_id" AND u."ban"));
