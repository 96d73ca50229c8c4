-- Issue 20: the expert list and the slot lists are cached briefly on each API instance
-- (lib/public-answers.ts) and dropped when a write changes them. Writes made through the API's
-- booking routes announce themselves; these triggers announce the rest, whoever makes them
-- (staff tools, seeds, a script, psql): a review (its rating), an expert's weekly hours, a day
-- off, the expert row itself. pg_notify is delivered on commit only, and the cache on every
-- instance listening on 'public_answers' drops that expert's entries.
CREATE FUNCTION public_answers_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('public_answers', json_build_object('from', '', 'seq', 0,
    'experts', json_build_array(COALESCE(NEW.expert_id, OLD.expert_id)))::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The same for the experts table, whose own id is the expert's.
CREATE FUNCTION public_answers_expert_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('public_answers', json_build_object('from', '', 'seq', 0,
    'experts', json_build_array(COALESCE(NEW.id, OLD.id)))::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER reviews_public_answers AFTER INSERT OR UPDATE OR DELETE ON reviews
  FOR EACH ROW EXECUTE FUNCTION public_answers_changed();
--> statement-breakpoint
CREATE TRIGGER expert_schedules_public_answers AFTER INSERT OR UPDATE OR DELETE ON expert_schedules
  FOR EACH ROW EXECUTE FUNCTION public_answers_changed();
--> statement-breakpoint
CREATE TRIGGER expert_days_off_public_answers AFTER INSERT OR UPDATE OR DELETE ON expert_days_off
  FOR EACH ROW EXECUTE FUNCTION public_answers_changed();
--> statement-breakpoint
CREATE TRIGGER experts_public_answers AFTER INSERT OR UPDATE OR DELETE ON experts
  FOR EACH ROW EXECUTE FUNCTION public_answers_expert_changed();
