-- Organisation management: the industry (line of business) of an organisational unit, shown,
-- filtered and edited by administrators.
ALTER TABLE organizational_units ADD COLUMN IF NOT EXISTS industry text;
