/**
 * The IANA time zones a tenant may choose (for the times of PDFs and histories): what this
 * runtime's Intl knows (`Intl.supportedValuesOf('timeZone')`) and UTC. Values without zod, so
 * the settings screen's select loads no schema.
 */
let zones: readonly string[] | undefined;

export function timeZones(): readonly string[] {
  zones ??= [...new Set(['UTC', ...Intl.supportedValuesOf('timeZone')])];
  return zones;
}

export const isTimeZone = (zone: string): boolean => timeZones().includes(zone);

/** The time zone of a tenant that never chose one. */
export const DEFAULT_TIME_ZONE = 'Europe/Berlin';
