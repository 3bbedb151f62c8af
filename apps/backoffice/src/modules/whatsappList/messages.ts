import { useT, type SliceKey, type Translate } from '../../i18n';
import { defineMessages } from '../../i18n/defineMessages';

const pt = {
  'whatsappList.table.label': 'Contatos da lista do WhatsApp',
  'whatsappList.table.error': 'Não foi possível carregar os contatos.',
  'whatsappList.table.retry': 'Tentar novamente',
  'whatsappList.table.pageSize': 'Itens por página',
  'whatsappList.table.range': '{from}–{to} de {total}',
  'whatsappList.table.pageOf': 'Página {page} de {pages}',
  'whatsappList.table.firstPage': 'Primeira página',
  'whatsappList.table.previousPage': 'Página anterior',
  'whatsappList.table.nextPage': 'Próxima página',
  'whatsappList.table.lastPage': 'Última página',
  'whatsappList.table.pagination': 'Paginação',
  'whatsappList.table.sortBy': 'Ordenar por',
  'whatsappList.table.noSort': 'Sem ordenação',
  'whatsappList.table.ascending': 'Crescente',
  'whatsappList.table.descending': 'Decrescente',

  'whatsappList.tab.label': 'Situação dos contatos',
  'whatsappList.tab.pendentes': 'Pendentes',
  'whatsappList.tab.respondidos': 'Respondidos',
  'whatsappList.tab.todos': 'Todos',

  'whatsappList.filters.label': 'Filtros da lista do WhatsApp',
  'whatsappList.filters.search': 'Pesquisar por nome, e-mail ou telefone do lead',
  'whatsappList.filters.responsible': 'Responsável',
  'whatsappList.filters.anyResponsible': 'Qualquer responsável',
  'whatsappList.filters.noMatch': 'Nenhum responsável encontrado.',
  'whatsappList.filters.kindUser': 'Usuário que respondeu',
  'whatsappList.filters.kind.whatsapp': 'Campanha de WhatsApp',
  'whatsappList.filters.kind.boleto': 'Campanha de boleto',
  'whatsappList.filters.kind.agendamento': 'Campanha de agendamento',
  'whatsappList.filters.kind.cancelado': 'Campanha de canceladas',
  'whatsappList.filters.product': 'Produto',
  'whatsappList.filters.anyProduct': 'Todos os produtos',
  'whatsappList.filters.period': 'Entrou entre',
  'whatsappList.filters.clear': 'Limpar filtros',

  'whatsappList.col.lead': 'Lead',
  'whatsappList.col.product': 'Produto',
  'whatsappList.col.campaign': 'Campanha',
  'whatsappList.col.created_at': 'Entrou em',
  'whatsappList.col.state': 'Situação',
  'whatsappList.col.actions': 'Ações',
  'whatsappList.state.pending': 'Pendente',
  'whatsappList.state.answeredBy': 'Respondido por {name}',
  'whatsappList.state.answered': 'Respondido',
  'whatsappList.state.ticket': 'Ticket #{id} aberto',

  'whatsappList.row.actions': 'Ações de {name}',
  'whatsappList.row.answer': 'Responder',
  'whatsappList.row.view': 'Ver mensagens',
  'whatsappList.row.transform': 'Transformar em ticket',
  'whatsappList.row.delete': 'Excluir da lista',

  'whatsappList.empty': 'Não existe registro por aqui',
  'whatsappList.emptyHint': 'Os contatos das campanhas de WhatsApp, boleto, agendamento e canceladas aparecem aqui.',
  'whatsappList.noResults': 'Nenhum contato com estes filtros.',

  'whatsappList.transform.title': 'Transformar em ticket',
  'whatsappList.transform.lead': '{name} · {product} · {campaign}',
  'whatsappList.transform.how': 'Como deseja fazer com o atendimento do ticket?',
  'whatsappList.transform.now': 'Atender agora',
  'whatsappList.transform.nowHint': 'O ticket abre na tela de atendimento.',
  'whatsappList.transform.later': 'Agendar um retorno',
  'whatsappList.transform.laterHint': 'O ticket fica pendente, com você, até a data escolhida.',
  'whatsappList.transform.date': 'Data e hora do retorno',
  'whatsappList.transform.openCalendar': 'Abrir o calendário',
  'whatsappList.transform.previousMonth': 'Mês anterior',
  'whatsappList.transform.nextMonth': 'Próximo mês',
  'whatsappList.transform.submit': 'Criar o ticket',
  'whatsappList.transform.cancel': 'Cancelar',
  'whatsappList.transform.scheduled': 'Ticket #{id} criado, com o retorno agendado.',

  'whatsappList.delete.title': 'Excluir da lista do WhatsApp?',
  'whatsappList.delete.message':
    '{name} sai da lista do WhatsApp e não volta mais a ela. A campanha, os envios e o histórico do lead continuam como estão.',
  'whatsappList.delete.confirm': 'Excluir',
  'whatsappList.delete.cancel': 'Cancelar',
  'whatsappList.delete.done': 'Contato excluído da lista.',
  'whatsappList.delete.failed': 'Não foi possível excluir o contato.',
};

/** The keys of this module's texts (the pt source's). */
export type WhatsappListMessageKey = keyof typeof pt;

export const whatsappListMessages = defineMessages(pt, {
  en: () => import('./messages.en'),
  de: () => import('./messages.de'),
  fr: () => import('./messages.fr'),
});

export type WhatsappListKey = SliceKey<typeof whatsappListMessages>;
export type WhatsappListTranslate = Translate<WhatsappListKey>;
/** The translator of this module's screens: its own texts, then the shell's. */
export const useWhatsappListT = () => useT(whatsappListMessages);
