import { useT, type SliceKey, type Translate } from '../../i18n';
import { defineMessages } from '../../i18n/defineMessages';

const pt = {
  'agenda.description': 'Os retornos agendados ao finalizar atendimentos como aguardando.',
  'agenda.scopes': 'Agendamentos exibidos',
  'agenda.scope.meus': 'Meus agendamentos',
  'agenda.scope.natendimento': 'Aguardando atendimento',
  'agenda.scope.todos': 'Todos os agendamentos',
  'agenda.calendar.today': 'Hoje',
  'agenda.calendar.previous': 'Período anterior',
  'agenda.calendar.next': 'Próximo período',
  'agenda.calendar.views': 'Visualização',
  'agenda.calendar.month': 'Mês',
  'agenda.calendar.week': 'Semana',
  'agenda.calendar.day': 'Dia',
  'agenda.calendar.list': 'Lista',
  'agenda.calendar.overdueFirst': 'Atrasados',
  'agenda.calendar.hour': 'Horário',
  'agenda.calendar.emptyDay': 'Nenhum retorno',
  'agenda.calendar.emptyRange': 'Nenhum retorno agendado neste período.',
  'agenda.calendar.loading': 'Carregando a agenda…',
  'agenda.calendar.move': 'Mover {title}',
  'agenda.status.overdue': 'Atrasado',
  'agenda.status.pending': 'No prazo',
  'agenda.status.done': 'Concluído',
  'agenda.entry.responsible': 'Responsável: {name}',
  'agenda.loadError': 'Não foi possível carregar a agenda.',
  'agenda.retry': 'Tentar novamente',
  'agenda.dialog.title': 'Retorno de {lead}',
  'agenda.dialog.ticket': 'Ticket',
  'agenda.dialog.product': 'Produto',
  'agenda.dialog.responsible': 'Responsável',
  'agenda.dialog.noResponsible': 'Sem responsável',
  'agenda.dialog.when': 'Agendado para',
  'agenda.dialog.situation': 'Situação',
  'agenda.dialog.followUp': 'Follow-up',
  'agenda.dialog.noFollowUp': 'Ticket ainda não foi atendido.',
  'agenda.dialog.attend': 'Atender ticket',
  'agenda.dialog.detail': 'Ver ticket',
  'agenda.dialog.close': 'Fechar',
  'agenda.reschedule.title': 'Reagendar',
  'agenda.reschedule.field': 'Nova data e horário',
  'agenda.reschedule.calendar': 'Abrir calendário',
  'agenda.reschedule.submit': 'Salvar novo horário',
  'agenda.reschedule.required': 'Escolha a nova data e o horário.',
  'agenda.reschedule.past': 'Escolha um horário futuro.',
  'agenda.reschedule.done': 'Retorno reagendado para {when}.',
  'agenda.reschedule.blocked.done': 'Este retorno já foi concluído e não pode ser reagendado.',
  'agenda.reschedule.blocked.closed': 'O ticket deste retorno está fechado: não há o que reagendar.',
  'agenda.reschedule.blocked.notYours': 'Só o responsável por este retorno, ou quem pode transferir tickets, pode reagendá-lo.',
};

/** The keys of this module's texts (the pt source's). */
export type AgendaMessageKey = keyof typeof pt;

export const agendaMessages = defineMessages(pt, {
  en: () => import('./messages.en'),
  de: () => import('./messages.de'),
  fr: () => import('./messages.fr'),
});

/** A key of this module's texts or of the shell's. */
export type AgendaKey = SliceKey<typeof agendaMessages>;
export type AgendaTranslate = Translate<AgendaKey>;
/** The translator of this module's screens: its own texts, then the shell's. */
export const useAgendaT = () => useT(agendaMessages);
