import type { Conta } from '@retoma/api-client';
import { contaInput } from '@retoma/api-client/schemas';
import { useToast } from '@retoma/ui';
import { useApi } from '../../../platform/api';
import { useCatalogT } from '../messages';
import { useServerForm } from '../../../platform/useServerForm';
import { blankTokensLeftOut } from './blankTokens';
import { FormDialog } from './FormDialog';
import { TokenFields } from './TokenFields';

export interface RotateTokenDialogProps {
  conta: Conta;
  onClose: () => void;
  onSaved: () => void;
}

/**
 * Rotating an account's token: the new value replaces the stored one, which is never shown. The main token is
 * required; the platform's other tokens, when it has them, keep their value when left empty.
 */
export function RotateTokenDialog({ conta, onClose, onSaved }: RotateTokenDialogProps) {
  const t = useCatalogT();
  const api = useApi();
  const toast = useToast();
  const form = useServerForm({
    saveFailed: t('catalog.form.saveFailed'),
    initial: { integracao_id: conta.integracao_id, nome: conta.nome, token: '', token2: '', token3: '' },
    schema: blankTokensLeftOut(contaInput),
    save: (input) => api.settings.contas.update(conta.id, input),
    onSaved: () => {
      toast.success(t('catalog.contas.rotated', { name: conta.nome }));
      onSaved();
    },
  });
  const tokens = ([1, 2, 3] as const).filter((n) => n <= conta.integracao.need);
  return (
    <FormDialog
      title={t('catalog.contas.rotateTitle', { name: conta.nome })}
      onClose={onClose}
      onSubmit={form.submit}
      pending={form.pending}
      summary={form.summary}
    >
      <p>
        {conta.token_last4
          ? t('catalog.contas.rotateIntroEnding', { last4: conta.token_last4 })
          : t(conta.has_token ? 'catalog.contas.rotateIntro' : 'catalog.contas.rotateIntroMissing')}
      </p>
      <TokenFields tokens={tokens} values={form.values} errors={form.errors} set={form.set} optional={['token2', 'token3']} />
    </FormDialog>
  );
}
