import { useT, type SliceKey } from '../../i18n';
import { defineMessages } from '../../i18n/defineMessages';
import { schedulingLanguages } from './languages';
import type { BookingTextKey } from './texts/booking';
import { zoneTexts } from './zone';

const pt = {
  ...zoneTexts,
  'scheduling.contacts.email': 'E-mail',
  'scheduling.contacts.empty': 'Nenhum agendamento por aqui.',
  'scheduling.contacts.entrou': 'Agendou em',
  'scheduling.contacts.horario': 'Horário agendado',
  'scheduling.contacts.label': 'Agendamentos da campanha',
  'scheduling.contacts.noResults': 'Nenhum resultado para “{search}”.',
  'scheduling.contacts.nome': 'Nome',
  'scheduling.contacts.search': 'Pesquisar por nome, e-mail ou telefone',
  'scheduling.contacts.telefone': 'Telefone',
  'scheduling.contacts.ticket': 'Ticket',
  'scheduling.contacts.ticketNumber': '#{id} · {status}',
  'scheduling.link.address': 'Endereço da página',
  'scheduling.link.copied': 'Link copiado.',
  'scheduling.link.copy': 'Copiar link',
  'scheduling.link.copyEmbed': 'Copiar código',
  'scheduling.link.copyFailed': 'Não foi possível copiar. Selecione o texto e copie.',
  'scheduling.link.embed': 'Código para incorporar no site',
  'scheduling.link.embedCopied': 'Código copiado.',
  'scheduling.link.frameTitle': 'Agendamento: {name}',
  'scheduling.link.hint': 'Envie este endereço aos leads ou incorpore a página no seu site.',
  'scheduling.link.inactive': 'A campanha está desligada: a página não aceita agendamentos.',
  'scheduling.link.title': 'Link de agendamento',
  'scheduling.settings.agente': 'Atendente que recebe os agendamentos',
  'scheduling.settings.agenteNone': 'Ninguém: o ticket fica sem responsável',
  'scheduling.settings.ddd': 'DDD',
  'scheduling.settings.descricao': 'Descrição',
  'scheduling.settings.descricaoHint': 'Aparece para o lead na página de agendamento.',
  'scheduling.settings.dias': 'Dias de atendimento',
  'scheduling.settings.duracao': 'Duração de cada horário (minutos)',
  'scheduling.settings.duvida': 'Tipo de dúvida',
  'scheduling.settings.fuso': 'Fuso horário',
  'scheduling.settings.fusoHint': 'O da empresa: os horários são oferecidos nele.',
  'scheduling.settings.horaFim': 'Fim do atendimento',
  'scheduling.settings.horaHint': 'No formato HH:MM, no fuso da empresa.',
  'scheduling.settings.horaInicio': 'Início do atendimento',
  'scheduling.settings.nome': 'Nome da campanha',
  'scheduling.settings.obrigado': 'Página de obrigado',
  'scheduling.settings.obrigadoHint': 'Aberta depois que o lead agenda.',
  'scheduling.settings.origem': 'Origem dos tickets',
  'scheduling.settings.produto': 'Produto',
  'scheduling.settings.save': 'Salvar',
  'scheduling.settings.saveFailed': 'Não foi possível salvar a campanha.',
  'scheduling.settings.saved': 'A campanha foi atualizada.',
  'scheduling.settings.status': 'Ativa',
  'scheduling.settings.telefone': 'Telefone de contato',
  'scheduling.settings.title': 'Configurações da campanha',
  'scheduling.table.ascending': 'crescente',
  'scheduling.table.descending': 'decrescente',
  'scheduling.table.error': 'Não foi possível carregar os dados.',
  'scheduling.table.firstPage': 'Primeira página',
  'scheduling.table.lastPage': 'Última página',
  'scheduling.table.nextPage': 'Próxima página',
  'scheduling.table.noSort': 'Sem ordenação',
  'scheduling.table.pageOf': 'Página {page} de {pages}',
  'scheduling.table.pageSize': 'Itens por página',
  'scheduling.table.pagination': 'Paginação',
  'scheduling.table.previousPage': 'Página anterior',
  'scheduling.table.range': '{from}–{to} de {total}',
  'scheduling.table.retry': 'Tentar novamente',
  'scheduling.table.sortBy': 'Ordenar por',
  'scheduling.tabs.all': 'Todos',
  'scheduling.tabs.closed': 'Fechados',
  'scheduling.tabs.pending': 'Pendentes',
  'scheduling.tabs.settings': 'Configuração',
  'scheduling.ticket.0': 'aberto',
  'scheduling.ticket.1': 'pendente',
  'scheduling.ticket.2': 'fechado',
  'scheduling.ticket.3': 'reaberto',
};

/** Every key of this module's texts: its company screens' (here) and its public booking page's (texts/booking.ts). */
export type SchedulingMessageKey = keyof typeof pt | BookingTextKey;

/** The company screens' texts (the campaign's settings and its bookings). */
export const schedulingMessages = defineMessages(pt, schedulingLanguages);

/** A key of this module's texts or of the shell's (route titles live there). */
export type SchedulingKey = SliceKey<typeof schedulingMessages>;
/** The translator of this module's screens: its own texts, then the shell's. */
export const useSchedulingT = () => useT(schedulingMessages);
