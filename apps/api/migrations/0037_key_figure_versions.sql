-- A version per tenant of everything the key figures read (GET /key-indicators and
-- /key-indicators/figures): the API keeps a computed answer while its tenant's version stays the
-- same (apps/api/src/modules/key-indicators/cache.ts). Bumped once per transaction that changes
-- an input, when that transaction commits (deferred constraint triggers: the version row is locked
-- only at commit, after every other row the transaction writes, so two transactions never wait on
-- it in opposite orders).
CREATE TABLE key_figure_versions (
  tenant_id  text PRIMARY KEY,
  version    bigint NOT NULL,
  -- The transaction that bumped it last: a second change in the same transaction bumps nothing.
  bumped_by  xid8 NOT NULL
);

CREATE FUNCTION bump_key_figure_version(t text) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO key_figure_versions AS v (tenant_id, version, bumped_by) VALUES (t, 1, pg_current_xact_id())
  ON CONFLICT (tenant_id) DO UPDATE SET version = v.version + 1, bumped_by = pg_current_xact_id()
  WHERE v.bumped_by <> pg_current_xact_id();
$$;

-- TG_ARGV[0]: 'tenant' (the row has tenant_id) or 'idea' (the row has idea_id; its idea's tenant).
CREATE FUNCTION key_figures_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  t text;
BEGIN
  IF TG_ARGV[0] = 'idea' AND TG_OP = 'DELETE' THEN
    SELECT i.tenant_id INTO t FROM ideas i WHERE i.id = OLD.idea_id;
  ELSIF TG_ARGV[0] = 'idea' THEN
    SELECT i.tenant_id INTO t FROM ideas i WHERE i.id = NEW.idea_id;
  ELSIF TG_OP = 'DELETE' THEN
    t := OLD.tenant_id;
  ELSE
    t := NEW.tenant_id;
  END IF;
  -- A row of a deleted idea: its facts row goes too, and that bumps its tenant.
  IF t IS NOT NULL THEN PERFORM bump_key_figure_version(t); END IF;
  RETURN NULL;
END $$;

-- The inputs: the per-idea facts (status, visibility, unit, lead times, savings), who took part and
-- who may see an idea (contributors, people shared with, experts, persons in charge, deputies), the
-- employees (counted per unit), and the names of units and categories.
DO $$
DECLARE
  spec text[];
BEGIN
  FOREACH spec SLICE 1 IN ARRAY ARRAY[
    ARRAY['idea_lead_facts', 'tenant'],
    ARRAY['idea_contributors', 'idea'],
    ARRAY['idea_visibility_people', 'idea'],
    ARRAY['idea_expert_opinions', 'tenant'],
    ARRAY['idea_implementations', 'tenant'],
    ARRAY['user_absences', 'tenant'],
    ARRAY['organizational_units', 'tenant'],
    ARRAY['categories', 'tenant']]
  LOOP
    EXECUTE format('CREATE CONSTRAINT TRIGGER key_figures_%1$s_insert_delete AFTER INSERT OR DELETE ON %1$I
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION key_figures_changed(%2$L)', spec[1], spec[2]);
    -- An upsert that writes the same values again (the facts are rewritten so) changes nothing.
    EXECUTE format('CREATE CONSTRAINT TRIGGER key_figures_%1$s_update AFTER UPDATE ON %1$I
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION key_figures_changed(%2$L)', spec[1], spec[2]);
  END LOOP;
END $$;

-- Users: only what the figures read (a sign-in's timestamps do not change them).
CREATE CONSTRAINT TRIGGER key_figures_users_insert_delete AFTER INSERT OR DELETE ON users
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION key_figures_changed('tenant');
CREATE CONSTRAINT TRIGGER key_figures_users_update AFTER UPDATE ON users
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN ((OLD.tenant_id, OLD.status, OLD.enabled, OLD.role, OLD.organizational_unit_id)
    IS DISTINCT FROM (NEW.tenant_id, NEW.status, NEW.enabled, NEW.role, NEW.organizational_unit_id))
  EXECUTE FUNCTION key_figures_changed('tenant');
