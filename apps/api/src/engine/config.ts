import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { companies, recuperacaoConfig } from '../db/schema';
import type { QuietHours } from './rules';

/** A company's engine settings with its time zone; the defaults of `recuperacao_config` when it has no row yet. */
export interface EngineSettings {
  maxMensagensDia: number;
  quiet: QuietHours;
  janelaAtribuicaoDias: number;
  /** Demo: delays count in seconds instead of minutes. */
  atrasoDemonstracao: boolean;
}

/** The columns of a company's engine settings, for a query that joins `companies` and `recuperacao_config`. */
export const engineSettingsColumns = {
  zone: companies.timeZone,
  max: recuperacaoConfig.maxMensagensDia,
  inicio: recuperacaoConfig.silencioInicio,
  fim: recuperacaoConfig.silencioFim,
  janela: recuperacaoConfig.janelaAtribuicaoDias,
  demo: recuperacaoConfig.atrasoDemonstracao,
};

type SettingsRow = { [K in keyof typeof engineSettingsColumns]: (typeof engineSettingsColumns)[K]['_']['data'] | null };

export function toEngineSettings(row: SettingsRow | undefined): EngineSettings {
  return {
    maxMensagensDia: row?.max ?? 3,
    quiet: { inicio: row?.inicio ?? '21:00', fim: row?.fim ?? '08:00', zone: row?.zone ?? 'America/Sao_Paulo' },
    janelaAtribuicaoDias: row?.janela ?? 5,
    atrasoDemonstracao: row?.demo ?? false,
  };
}

export async function engineSettings(db: Database, companyId: number): Promise<EngineSettings> {
  const [row] = await db
    .select(engineSettingsColumns)
    .from(companies)
    .leftJoin(recuperacaoConfig, eq(recuperacaoConfig.companyId, companies.id))
    .where(eq(companies.id, companyId));
  return toEngineSettings(row);
}

/** How long one unit of a step's `periodo` lasts: a minute, or a second in demo mode. */
export const periodoMs = (settings: EngineSettings) => (settings.atrasoDemonstracao ? 1_000 : 60_000);
