-- The tenant's time zone (IANA name): the PDF case file gives its times there, not in UTC.
ALTER TABLE tenants ADD COLUMN IF NOT EXISTS time_zone text NOT NULL DEFAULT 'Europe/Berlin';
