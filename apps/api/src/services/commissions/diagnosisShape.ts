import type { Diagnostico } from '@retoma/api-client';
import type { DiagnosticoMotivoRow } from '../../db/schema/commissions';

/** What the reasons together suggest: any reason to reject wins, then any to wait; else approve. */
export function suggestionOf(motivos: DiagnosticoMotivoRow[]): Diagnostico['sugestao'] {
  if (motivos.some((motivo) => motivo.veredito === 'ruim')) return 'reprovar';
  if (motivos.some((motivo) => motivo.veredito === 'aguardar')) return 'aguardar';
  return 'aprovar';
}

/** A stored diagnosis on the wire; null while never run. */
export function toDiagnostico(id: number, motivos: DiagnosticoMotivoRow[] | null, at: Date | null): Diagnostico | null {
  if (!motivos || !at) return null;
  return {
    pre_comissao_id: id,
    realizado_em: at.toISOString(),
    sugestao: suggestionOf(motivos),
    motivos: motivos.map((motivo) => ({
      veredito: motivo.veredito,
      codigo: motivo.codigo as Diagnostico['motivos'][number]['codigo'],
      transacao: motivo.transacao ?? null,
      data: motivo.data ?? null,
      pre_comissao_id: motivo.pre_comissao_id ?? null,
      dias: motivo.dias ?? null,
    })),
  };
}
