import type {
  Transaction,
  TransactionDetail,
  WhatsappLink,
  WhatsappListCounts,
  WhatsappListDetail,
  WhatsappListEntry,
  WhatsappListResponsibles,
  WhatsappListTicket,
} from '../../types';
import { item, list, remove } from './core';

/**
 * `mockHandlers.transactions.*`, mirroring `client.transactions`: the period's list (`list(rows)`, `list.empty()`,
 * `list.forbidden()`), one whole (`get(detail)`) and the manual one (`create(row)`).
 */
export const transactionHandlers = {
  list: list<Transaction>('transacaos'),
  get: item<TransactionDetail>('get', 'transacaos/:id'),
  create: item<Transaction>('post', 'transacaos'),
};

/**
 * `mockHandlers.whatsappList.*`, mirroring `client.whatsappList`: a tab's page, the tab counts, the filter's
 * options, one contact, the answer (`answer({ mensagem, url })`), the transformation (`transform({ ticket_id })`,
 * `transform.error(409, …)`) and the removal.
 */
export const whatsappListHandlers = {
  list: list<WhatsappListEntry>('whatsapplists'),
  counts: item<WhatsappListCounts>('get', 'whatsapplists_numeros'),
  responsibles: item<WhatsappListResponsibles>('get', 'whatsapplists_responsaveis'),
  get: item<WhatsappListDetail>('get', 'whatsapplists/:id'),
  answer: item<WhatsappLink>('post', 'whatsapplists_resposta/:id'),
  transform: item<WhatsappListTicket>('post', 'whatsapplists_trasform/:id'),
  remove: remove('whatsapplists/:id'),
};
