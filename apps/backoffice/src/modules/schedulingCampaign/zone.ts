/** The words for a zone, shown by the booking page and by the settings form that previews it (pt, the source). */
export const zoneTexts = {
  'scheduling.booking.zoneBrasilia': 'horário de Brasília',
  'scheduling.booking.zoneOther': 'fuso {zone}',
};

/** Zones whose clock is Brasília's all year: said "horário de Brasília", as a Brazilian lead reads it. */
const BRASILIA = new Set([
  'America/Sao_Paulo',
  'America/Bahia',
  'America/Fortaleza',
  'America/Recife',
  'America/Maceio',
  'America/Belem',
  'America/Araguaina',
]);

/** A company's time zone in words: "horário de Brasília", else the zone's city ("fuso Manaus"). */
export function zoneInWords(
  t: (key: keyof typeof zoneTexts, values?: Record<string, string | number>) => string,
  zone: string | undefined,
): string {
  const name = zone ?? 'America/Sao_Paulo';
  if (BRASILIA.has(name)) return t('scheduling.booking.zoneBrasilia');
  return t('scheduling.booking.zoneOther', { zone: (name.split('/').pop() ?? name).replace(/_/g, ' ') });
}
