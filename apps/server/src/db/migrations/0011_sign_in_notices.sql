-- Instances keep looked-up sign-ins for a few seconds. Any change to a user or to a token tells
-- every instance whose (LISTEN miaoyu_sign_in), so a ban, a sign-out or an edit counts on the next
-- request wherever it lands, also when it was written by hand.
CREATE FUNCTION notify_sign_in_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('miaoyu_sign_in', to_jsonb(OLD) ->> TG_ARGV[0]);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_sign_in_changed AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION notify_sign_in_changed('id');
--> statement-breakpoint
CREATE TRIGGER auth_tokens_sign_in_changed AFTER UPDATE OR DELETE ON auth_tokens
  FOR EACH ROW EXECUTE FUNCTION notify_sign_in_changed('user_id');
