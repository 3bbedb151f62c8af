import { defineMessages } from '../../../i18n/defineMessages';
import { schedulingLanguages } from '../languages';
import { zoneTexts } from '../zone';

const pt = {
  ...zoneTexts,
  'scheduling.booking.confirmedText': 'Esperamos você em {day}, às {time} ({zone}).',
  'scheduling.booking.confirmedTitle': 'Horário agendado!',
  'scheduling.booking.continue': 'Continuar',
  'scheduling.booking.dayLabel': 'Escolha o dia',
  'scheduling.booking.ddd': 'DDD',
  'scheduling.booking.ddi': 'DDI',
  'scheduling.booking.email': 'E-mail',
  'scheduling.booking.failed': 'Não foi possível agendar. Tente de novo.',
  'scheduling.booking.formTitle': 'Seus dados',
  'scheduling.booking.heading': 'Agende um horário',
  'scheduling.booking.loadFailed': 'Não foi possível carregar a página.',
  'scheduling.booking.loading': 'Carregando os horários…',
  'scheduling.booking.noSlots': 'Não há horários livres nas próximas semanas.',
  'scheduling.booking.noSlotsHint': 'Volte mais tarde ou fale diretamente com a empresa.',
  'scheduling.booking.nome': 'Nome',
  'scheduling.booking.notFound': 'Página de agendamento não encontrada',
  'scheduling.booking.notFoundHint': 'Confira o link que você recebeu: a campanha pode ter sido encerrada.',
  'scheduling.booking.pickSlot': 'Escolha um horário antes de agendar.',
  'scheduling.booking.product': 'Sobre {product}',
  'scheduling.booking.rateLimited': 'Muitas tentativas. Tente novamente em {seconds} s.',
  'scheduling.booking.retry': 'Tentar novamente',
  'scheduling.booking.slotLength': 'Cada conversa dura {minutes} minutos. Horários no {zone}.',
  'scheduling.booking.submit': 'Agendar',
  'scheduling.booking.taken': 'Este horário acabou de ser reservado por outra pessoa. Escolha outro horário: a lista foi atualizada.',
  'scheduling.booking.telefone': 'Telefone (só números)',
  'scheduling.booking.timeLabel': 'Escolha o horário ({zone})',
};

export type BookingTextKey = keyof typeof pt;

/**
 * The public booking page's texts (`/agendamento`, and its confirmation), apart from the module's company screens':
 * a lead opening the page on a phone downloads only these words.
 */
export const bookingTexts = defineMessages(pt, schedulingLanguages);
