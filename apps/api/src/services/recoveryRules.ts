import type { RecoveryRules } from '@retoma/api-client';
import type { recoveryRulesInput } from '@retoma/api-client/schemas';
import type { z } from 'zod';
import type { Database } from '../db/client';
import { recuperacaoConfig } from '../db/schema';
import { engineSettings } from '../engine/config';

type RulesData = z.output<typeof recoveryRulesInput>;

/** The rules the engine applies to the company's sends (its defaults until someone saves them). */
export async function getRecoveryRules(db: Database, companyId: number): Promise<RecoveryRules> {
  const settings = await engineSettings(db, companyId);
  return {
    max_mensagens_dia: settings.maxMensagensDia,
    silencio_inicio: settings.quiet.inicio,
    silencio_fim: settings.quiet.fim,
    janela_atribuicao_dias: settings.janelaAtribuicaoDias,
    atraso_demonstracao: settings.atrasoDemonstracao,
    fuso: settings.quiet.zone,
  };
}

/**
 * Saves the rules; the engine reads them at every send, so a send already scheduled follows the new quiet hours and
 * cap when it comes due (its due time is not moved now).
 */
export async function saveRecoveryRules(db: Database, companyId: number, data: RulesData): Promise<RecoveryRules> {
  const values = {
    maxMensagensDia: data.max_mensagens_dia,
    silencioInicio: data.silencio_inicio,
    silencioFim: data.silencio_fim,
    janelaAtribuicaoDias: data.janela_atribuicao_dias,
    atrasoDemonstracao: data.atraso_demonstracao,
    updatedAt: new Date(),
  };
  await db
    .insert(recuperacaoConfig)
    .values({ companyId, ...values })
    .onConflictDoUpdate({ target: recuperacaoConfig.companyId, set: values });
  return getRecoveryRules(db, companyId);
}
