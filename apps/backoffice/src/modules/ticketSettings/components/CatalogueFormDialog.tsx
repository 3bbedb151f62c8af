import type { CatalogueItem } from '@retoma/api-client';
import { catalogueInput } from '@retoma/api-client/schemas';
import { Checkbox, TextField, useToast } from '@retoma/ui';
import { useApi } from '../../../platform/api';
import { useTicketSettingsT } from '../messages';
import type { CatalogueConfig } from '../config/catalogues';
import { useServerForm } from '../../../platform/useServerForm';
import { FormDialog } from './FormDialog';

export interface CatalogueFormDialogProps {
  config: CatalogueConfig;
  /** The record being edited; a new one when absent. */
  record?: CatalogueItem;
  onClose: () => void;
  onSaved: () => void;
}

/** Creates or edits an origin, doubt type or loss reason: its name and whether it is offered. */
export function CatalogueFormDialog({ config, record, onClose, onSaved }: CatalogueFormDialogProps) {
  const t = useTicketSettingsT();
  const api = useApi();
  const toast = useToast();
  const resource = config.resource(api);
  const form = useServerForm({
    saveFailed: t('ticketSettings.form.saveFailed'),
    initial: { nome: record?.nome ?? '', status: record ? record.status === 1 : true },
    schema: catalogueInput,
    save: (input) => (record ? resource.update(record.id, input) : resource.create(input)),
    onSaved: () => {
      toast.success(t(record ? config.form.updated : config.form.created));
      onSaved();
    },
  });

  return (
    <FormDialog
      title={t(record ? config.form.editTitle : config.form.createTitle)}
      onClose={onClose}
      onSubmit={form.submit}
      pending={form.pending}
      summary={form.summary}
    >
      <TextField
        name="nome"
        label={t(config.form.name)}
        isRequired
        value={form.values.nome}
        onChange={form.set('nome')}
        errorMessage={form.errors.nome}
      />
      <Checkbox name="status" isSelected={form.values.status} onChange={form.set('status')} errorMessage={form.errors.status}>
        {t('ticketSettings.form.active')}
      </Checkbox>
    </FormDialog>
  );
}
