import type { TipoFinalizacao } from '@retoma/api-client';
import type { BadgeTone } from '@retoma/ui';
import type { TicketSettingsKey } from '../messages';

/** How each way of finishing a ticket is named, explained and coloured. */
export const TIPO_FINALIZACAO: Record<TipoFinalizacao, { label: TicketSettingsKey; description: TicketSettingsKey; tone: BadgeTone }> = {
  ganhou: { label: 'ticketSettings.status.tipoGanhou', description: 'ticketSettings.status.tipoGanhouHint', tone: 'success' },
  aguardando: {
    label: 'ticketSettings.status.tipoAguardando',
    description: 'ticketSettings.status.tipoAguardandoHint',
    tone: 'warning',
  },
  perdeu: { label: 'ticketSettings.status.tipoPerdeu', description: 'ticketSettings.status.tipoPerdeuHint', tone: 'danger' },
};
