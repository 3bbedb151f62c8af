import type { Conta, Integracao } from '@retoma/api-client';
import { contaInput, contaUpdateInput, type ContaInput, type ContaUpdateInput } from '@retoma/api-client/schemas';
import { Select, TextField, useToast } from '@retoma/ui';
import { useApi } from '../../../platform/api';
import { useCatalogT } from '../messages';
import { useServerForm } from '../../../platform/useServerForm';
import { useIntegracoes } from '../hooks/useIntegracoes';
import { blankTokensLeftOut } from './blankTokens';
import { FormDialog } from './FormDialog';
import { TokenFields } from './TokenFields';

export interface ContaFormDialogProps {
  /** The account being edited; a new one when absent. */
  conta?: Conta;
  onClose: () => void;
  onSaved: () => void;
}

/** The tokens a platform needs that the account does not hold yet: a new account needs all of them. */
function missingTokens(platform: Integracao | undefined, conta: Conta | undefined) {
  const need = platform?.need ?? 1;
  const held = [conta?.has_token ?? false, conta?.has_token2 ?? false, conta?.has_token3 ?? false];
  return ([1, 2, 3] as const).filter((n) => n <= need && !held[n - 1]);
}

/**
 * An account's platform and name, and on creation its tokens. An existing account's tokens are changed by "Trocar
 * token" (they are never shown); this form asks only for a token the chosen platform needs and the account lacks.
 */
export function ContaFormDialog({ conta, onClose, onSaved }: ContaFormDialogProps) {
  const t = useCatalogT();
  const api = useApi();
  const toast = useToast();
  const integracoes = useIntegracoes();
  const form = useServerForm({
    saveFailed: t('catalog.form.saveFailed'),
    initial: { integracao_id: conta?.integracao_id ?? 0, nome: conta?.nome ?? '', token: '', token2: '', token3: '' },
    schema: blankTokensLeftOut<ContaInput | ContaUpdateInput>(conta ? contaUpdateInput : contaInput),
    save: (input) => (conta ? api.settings.contas.update(conta.id, input) : api.settings.contas.create(input as ContaInput)),
    onSaved: () => {
      toast.success(t(conta ? 'catalog.contas.updated' : 'catalog.contas.created'));
      onSaved();
    },
  });
  const { values, errors, set } = form;
  const platform = integracoes.data?.find((one) => one.id === values.integracao_id);

  return (
    <FormDialog
      title={t(conta ? 'catalog.contas.editTitle' : 'catalog.contas.createTitle')}
      onClose={onClose}
      onSubmit={form.submit}
      pending={form.pending}
      summary={form.summary}
    >
      <Select
        name="integracao_id"
        label={t('catalog.contas.integracao')}
        isRequired
        placeholder={t('catalog.contas.integracaoPlaceholder')}
        options={(integracoes.data ?? []).map((one) => ({ id: one.id, label: one.descricao }))}
        selectedKey={values.integracao_id || null}
        onSelectionChange={(key) => set('integracao_id')(Number(key))}
        errorMessage={errors.integracao_id ?? (integracoes.error ? t('catalog.contas.integracoesFailed') : undefined)}
      />
      <TextField
        name="nome"
        label={t('catalog.contas.nome')}
        isRequired
        value={values.nome}
        onChange={set('nome')}
        errorMessage={errors.nome}
      />
      <TokenFields tokens={missingTokens(platform, conta)} values={values} errors={errors} set={set} />
    </FormDialog>
  );
}
