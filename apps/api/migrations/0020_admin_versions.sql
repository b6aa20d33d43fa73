-- Organisational units, categories and the tenant's settings carry a version as ideas do: each
-- admin edit bumps it, and an edit that names an older version is refused (409 VERSION_CONFLICT)
-- instead of silently overwriting someone else's change.
ALTER TABLE organizational_units ADD COLUMN IF NOT EXISTS version integer NOT NULL DEFAULT 1;
ALTER TABLE categories ADD COLUMN IF NOT EXISTS version integer NOT NULL DEFAULT 1;
ALTER TABLE tenants ADD COLUMN IF NOT EXISTS settings_version integer NOT NULL DEFAULT 1;
