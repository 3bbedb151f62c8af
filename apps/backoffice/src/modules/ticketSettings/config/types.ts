import type { ActiveStatus, ApiClient, ListParams, Paginator, PermissionName } from '@retoma/api-client';
import type { DataTableColumn } from '@retoma/ui';
import type { TicketSettingsKey, TicketSettingsTranslate } from '../messages';

/** What every ticket-settings row has: an id, the active flag and whether the system provides it. */
export interface SettingsRecord {
  id: number;
  status: ActiveStatus;
  /** System rows are used by every company but cannot be changed or deleted. */
  padrao: boolean;
}

/** The calls a settings list and its forms need (a `crudResource` of the API client has them all). */
export interface SettingsResource<T, Input> {
  list(params?: ListParams, signal?: AbortSignal): Promise<Paginator<T>>;
  create(input: Input, signal?: AbortSignal): Promise<T>;
  update(id: number, input: Input, signal?: AbortSignal): Promise<T>;
  remove(id: number, signal?: AbortSignal): Promise<void>;
}

/** The words of one settings list, each a catalogue key; `{name}` is the row's name. */
export interface SettingsListTexts {
  /** "Pesquisar por nome". */
  search: TicketSettingsKey;
  /** The create button: "Incluir origem". */
  create: TicketSettingsKey;
  /** Title of the delete question. */
  removeTitle: TicketSettingsKey;
  /** The delete question, with `{name}`. */
  removeMessage: TicketSettingsKey;
  /** Toasts after a delete and after switching a row on or off. */
  removed: TicketSettingsKey;
  activated: TicketSettingsKey;
  deactivated: TicketSettingsKey;
}

/**
 * One settings list, configured once: the list screens, their row actions and the status switch are written a
 * single time (components/SettingsList) and take this to become origins, doubt types, statuses or messages.
 */
export interface SettingsListConfig<T extends SettingsRecord, Input> {
  /** The list's wire route, also its cache key. */
  key: string;
  resource: (api: ApiClient) => SettingsResource<T, Input>;
  permissions: { create: PermissionName; edit: PermissionName; remove: PermissionName };
  /** The columns the server sorts this list by (its `*_SORTS`): a `sort` in the URL outside them is ignored. */
  sorts: readonly string[];
  /** The column naming the row (sortable) and how to read the name. */
  nameColumn: { id: string; header: TicketSettingsKey };
  nameOf: (row: T) => string;
  /** Columns between the name and the active switch (type, rules...). */
  extraColumns?: (t: TicketSettingsTranslate) => DataTableColumn<T>[];
  /** The row as an update input with its active flag set: switching a row on or off re-sends it whole. */
  withActive: (row: T, active: boolean) => Input;
  texts: SettingsListTexts;
}
