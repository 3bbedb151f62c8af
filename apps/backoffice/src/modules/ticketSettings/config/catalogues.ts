import type { CatalogueItem } from '@retoma/api-client';
import { CATALOGUE_SORTS, type CatalogueInput } from '@retoma/api-client/schemas';
import type { TicketSettingsKey } from '../messages';
import type { SettingsListConfig } from './types';

/** The words of a catalogue's create/edit dialog. */
export interface CatalogueFormTexts {
  createTitle: TicketSettingsKey;
  editTitle: TicketSettingsKey;
  /** "Nome da origem". */
  name: TicketSettingsKey;
  created: TicketSettingsKey;
  updated: TicketSettingsKey;
}

/** Origins, doubt types and loss reasons: a name and the active flag, listed and edited the same way. */
export interface CatalogueConfig extends SettingsListConfig<CatalogueItem, CatalogueInput> {
  form: CatalogueFormTexts;
}

const catalogue = (config: Omit<CatalogueConfig, 'sorts' | 'nameColumn' | 'nameOf' | 'withActive'>): CatalogueConfig => ({
  ...config,
  sorts: CATALOGUE_SORTS,
  nameColumn: { id: 'nome', header: 'ticketSettings.list.name' },
  nameOf: (row) => row.nome,
  withActive: (row, active) => ({ nome: row.nome, status: active }),
});

/** Each catalogue by the id of its route (the three routes share one screen). */
export const CATALOGUES: Record<string, CatalogueConfig> = {
  origens: catalogue({
    key: 'origems',
    resource: (api) => api.settings.origens,
    permissions: { create: 'configuracao_origem_incluir', edit: 'configuracao_origem_editar', remove: 'configuracao_origem_deletar' },
    texts: {
      search: 'ticketSettings.list.searchByName',
      create: 'ticketSettings.origens.create',
      removeTitle: 'ticketSettings.origens.removeTitle',
      removeMessage: 'ticketSettings.origens.removeMessage',
      removed: 'ticketSettings.origens.removed',
      activated: 'ticketSettings.origens.activated',
      deactivated: 'ticketSettings.origens.deactivated',
    },
    form: {
      createTitle: 'ticketSettings.origens.createTitle',
      editTitle: 'ticketSettings.origens.editTitle',
      name: 'ticketSettings.origens.name',
      created: 'ticketSettings.origens.created',
      updated: 'ticketSettings.origens.updated',
    },
  }),
  'tipo-de-duvida': catalogue({
    key: 'tipo_de_duvidas',
    resource: (api) => api.settings.tiposDeDuvida,
    permissions: {
      create: 'configuracao_tipoduvida_incluir',
      edit: 'configuracao_tipoduvida_editar',
      remove: 'configuracao_tipoduvida_deletar',
    },
    texts: {
      search: 'ticketSettings.list.searchByName',
      create: 'ticketSettings.tiposDeDuvida.create',
      removeTitle: 'ticketSettings.tiposDeDuvida.removeTitle',
      removeMessage: 'ticketSettings.tiposDeDuvida.removeMessage',
      removed: 'ticketSettings.tiposDeDuvida.removed',
      activated: 'ticketSettings.tiposDeDuvida.activated',
      deactivated: 'ticketSettings.tiposDeDuvida.deactivated',
    },
    form: {
      createTitle: 'ticketSettings.tiposDeDuvida.createTitle',
      editTitle: 'ticketSettings.tiposDeDuvida.editTitle',
      name: 'ticketSettings.tiposDeDuvida.name',
      created: 'ticketSettings.tiposDeDuvida.created',
      updated: 'ticketSettings.tiposDeDuvida.updated',
    },
  }),
  'motivo-de-perda': catalogue({
    key: 'tipo_de_perdas',
    resource: (api) => api.settings.motivosDePerda,
    permissions: { create: 'configuracao_perda_incluir', edit: 'configuracao_perda_editar', remove: 'configuracao_perda_deletar' },
    texts: {
      search: 'ticketSettings.list.searchByName',
      create: 'ticketSettings.motivosDePerda.create',
      removeTitle: 'ticketSettings.motivosDePerda.removeTitle',
      removeMessage: 'ticketSettings.motivosDePerda.removeMessage',
      removed: 'ticketSettings.motivosDePerda.removed',
      activated: 'ticketSettings.motivosDePerda.activated',
      deactivated: 'ticketSettings.motivosDePerda.deactivated',
    },
    form: {
      createTitle: 'ticketSettings.motivosDePerda.createTitle',
      editTitle: 'ticketSettings.motivosDePerda.editTitle',
      name: 'ticketSettings.motivosDePerda.name',
      created: 'ticketSettings.motivosDePerda.created',
      updated: 'ticketSettings.motivosDePerda.updated',
    },
  }),
};
