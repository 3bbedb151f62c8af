import type { CatalogueItem, MensagemPadrao, StatusDeFinalizacao } from '../../types';
import { crud } from './core';

/** `mockHandlers.ticketOptions.*`, mirroring `client.settings.{origens, tiposDeDuvida, ...}`. */
export const ticketOptionHandlers = {
  origens: crud<CatalogueItem>('origems'),
  tiposDeDuvida: crud<CatalogueItem>('tipo_de_duvidas'),
  motivosDePerda: crud<CatalogueItem>('tipo_de_perdas'),
  statusDeFinalizacao: crud<StatusDeFinalizacao>('status_de_finalizacaos'),
  mensagensPadrao: crud<MensagemPadrao>('mensagem_padraos'),
};
