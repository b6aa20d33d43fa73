-- A self-registration e-mail domain belongs to one tenant at most. tenant_domains holds who has
-- which domain (primary key: the domain); a trigger keeps it in step with
-- tenant_settings.allowed_domains whoever writes that (the admin API, the identity provider), so
-- listing a domain that another tenant holds fails with unique_violation (23505) and the API
-- answers 409 DOMAIN_TAKEN.
CREATE TABLE IF NOT EXISTS tenant_domains (
  domain     text PRIMARY KEY,
  tenant_id  text NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  created_at timestamptz(3) NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS tenant_domains_tenant_idx ON tenant_domains (tenant_id);

-- Claims made before this rule: a domain that several tenants list stays with the tenant that
-- saved its settings first; the others lose it (the seed gives no domain to two tenants).
INSERT INTO tenant_domains (domain, tenant_id)
SELECT DISTINCT ON (d.domain) d.domain, s.tenant_id
  FROM tenant_settings s CROSS JOIN LATERAL (SELECT DISTINCT lower(trim(x)) AS domain FROM unnest(s.allowed_domains) x) d
 ORDER BY d.domain, s.updated_at, s.tenant_id
ON CONFLICT (domain) DO NOTHING;
UPDATE tenant_settings s
   SET allowed_domains = ARRAY(SELECT x FROM unnest(s.allowed_domains) x
                                WHERE EXISTS (SELECT 1 FROM tenant_domains td WHERE td.domain = lower(trim(x)) AND td.tenant_id = s.tenant_id))
 WHERE EXISTS (SELECT 1 FROM unnest(s.allowed_domains) x
                WHERE NOT EXISTS (SELECT 1 FROM tenant_domains td WHERE td.domain = lower(trim(x)) AND td.tenant_id = s.tenant_id));

CREATE OR REPLACE FUNCTION tenant_domains_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM tenant_domains WHERE tenant_id = OLD.tenant_id;
    RETURN OLD;
  END IF;
  DELETE FROM tenant_domains
   WHERE tenant_id = NEW.tenant_id
     AND domain NOT IN (SELECT lower(trim(x)) FROM unnest(NEW.allowed_domains) x);
  -- A domain another tenant holds violates the primary key: the whole write fails.
  INSERT INTO tenant_domains (domain, tenant_id)
  SELECT DISTINCT lower(trim(x)), NEW.tenant_id FROM unnest(NEW.allowed_domains) x
   WHERE NOT EXISTS (SELECT 1 FROM tenant_domains td WHERE td.domain = lower(trim(x)) AND td.tenant_id = NEW.tenant_id);
  RETURN NEW;
END $$;

DROP TRIGGER IF EXISTS tenant_domains_sync ON tenant_settings;
CREATE TRIGGER tenant_domains_sync AFTER INSERT OR UPDATE OF allowed_domains OR DELETE ON tenant_settings
  FOR EACH ROW EXECUTE FUNCTION tenant_domains_sync();
