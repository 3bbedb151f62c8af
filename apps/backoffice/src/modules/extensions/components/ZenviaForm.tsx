import type { ZenviaConfig } from '@retoma/api-client';
import { Badge, Button, Card, ConfirmDialog, Form, formatDateTime, Switch, TextField, useToast, useUiLocale } from '@retoma/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { useSWRConfig } from 'swr';
import { useApi } from '../../../platform/api';
import { useCompanySession } from '../../../platform/companySession';
import { extensionKeys } from '../hooks/useExtensions';
import { useZenviaForm } from '../hooks/useZenviaForm';
import { useExtensionsT } from '../messages';

const Fields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  max-inline-size: 560px;
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  justify-content: flex-end;
`;
const State = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  justify-items: start;
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** Where the account stands: configured (its token's last characters at most), on or off, and when it changed. */
function ZenviaState({ config }: { config: ZenviaConfig }) {
  const t = useExtensionsT();
  const locale = useUiLocale();
  if (!config.configurada)
    return (
      <State>
        <Badge tone="neutral" dot>
          {t('extensions.zenvia.notConfigured')}
        </Badge>
        <p>{t('extensions.zenvia.notConfiguredHint')}</p>
      </State>
    );
  return (
    <State>
      <Badge tone={config.ativa ? 'success' : 'warning'} dot>
        {config.token_final ? t('extensions.zenvia.configuredEnding', { last4: config.token_final }) : t('extensions.zenvia.configured')}
      </Badge>
      <p>{t(config.ativa ? 'extensions.zenvia.activeHint' : 'extensions.zenvia.offHint')}</p>
      {config.atualizado_em && <p>{t('extensions.zenvia.updatedAt', { when: formatDateTime(config.atualizado_em, { locale }) })}</p>}
    </State>
  );
}

/**
 * The account's form: the token as a password field that never holds the stored one (empty keeps it), the sender id
 * and whether the campaigns' SMS go through it; disconnecting forgets it, after a confirmation.
 */
export function ZenviaForm({ config }: { config: ZenviaConfig }) {
  const t = useExtensionsT();
  const api = useApi();
  const toast = useToast();
  const { slug } = useCompanySession();
  const { mutate } = useSWRConfig();
  const { values, set, errors, summary, pending, submit } = useZenviaForm(config);
  const [confirming, setConfirming] = useState(false);

  const disconnect = async () => {
    try {
      const gone = await api.extensions.zenvia.disconnect();
      const keys = extensionKeys(slug);
      // The page's form starts afresh with the account gone (the screen keys it by whether one is saved).
      await mutate(keys.zenvia, gone, { revalidate: false });
      void mutate(keys.list);
      toast.success(t('extensions.zenvia.disconnected'));
    } catch {
      toast.error(t('extensions.zenvia.disconnectFailed'));
    }
  };

  return (
    <>
      <Card title={t('extensions.zenvia.account')}>
        <Form onSubmit={(event) => void submit(event)} errorSummary={summary}>
          <ZenviaState config={config} />
          <Fields>
            <TextField
              name="token"
              type="password"
              autoComplete="off"
              label={t('extensions.zenvia.token')}
              description={t(config.configurada ? 'extensions.zenvia.tokenKeepHint' : 'extensions.zenvia.tokenHint')}
              isRequired={!config.configurada}
              value={values.token}
              onChange={set('token')}
              errorMessage={errors.token}
            />
            <TextField
              name="remetente"
              label={t('extensions.zenvia.remetente')}
              description={t('extensions.zenvia.remetenteHint')}
              isRequired
              value={values.remetente}
              onChange={set('remetente')}
              errorMessage={errors.remetente}
            />
            <Switch isSelected={values.ativa} onChange={set('ativa')}>
              {t('extensions.zenvia.ativa')}
            </Switch>
          </Fields>
          <Actions>
            {config.configurada && (
              <Button variant="secondary" onPress={() => setConfirming(true)}>
                {t('extensions.zenvia.disconnect')}
              </Button>
            )}
            <Button type="submit" isPending={pending}>
              {t('extensions.zenvia.save')}
            </Button>
          </Actions>
        </Form>
      </Card>
      <ConfirmDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        tone="danger"
        title={t('extensions.zenvia.disconnectTitle')}
        message={t('extensions.zenvia.disconnectMessage')}
        confirmLabel={t('extensions.zenvia.disconnect')}
        cancelLabel={t('extensions.zenvia.cancel')}
        onConfirm={disconnect}
      />
    </>
  );
}
