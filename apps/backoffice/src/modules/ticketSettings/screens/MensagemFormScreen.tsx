import { ApiError, ForbiddenError, NotFoundError } from '@retoma/api-client';
import { Alert, Button, Card, EmptyState, Spinner } from '@retoma/ui';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { useTicketSettingsT } from '../messages';
import { ScreenHeader } from '../../../shell/ScreenHeader';
import { useCompanyHref } from '../../../platform/links';
import { useMensagem } from '../hooks/useMensagem';
import { useReloadCompanyList } from '../../../platform/useCompanyList';
import { MENSAGENS_PADRAO } from '../config/mensagens';
import { MensagemForm } from '../messageEditor/MensagemForm';

/** The id in `editar/:id`; null on `criar`, NaN for anything that is not a record id. */
function recordId(param: string | undefined): number | null {
  if (param === undefined) return null;
  return /^[1-9]\d*$/.test(param) ? Number(param) : NaN;
}

/**
 * `configuracoes/mensagem-padrao/criar` and `.../editar/:id`: the message editor on its own page. Saving or
 * cancelling goes back to the list; a missing message says so instead of showing an empty form.
 */
export default function MensagemFormScreen() {
  const t = useTicketSettingsT();
  const navigate = useNavigate();
  const href = useCompanyHref();
  const reload = useReloadCompanyList(MENSAGENS_PADRAO.key);
  const id = recordId(useParams().id);
  const loaded = useMensagem(id === null || Number.isNaN(id) ? null : id);
  const toList = () => navigate(href('mensagem-padrao'));
  const backButton = (
    <Button variant="secondary" onPress={toList}>
      {t('ticketSettings.mensagemForm.back')}
    </Button>
  );

  if (loaded.error instanceof ForbiddenError) return <Navigate to="/nao-autorizado" replace />;

  const body = () => {
    if (id === null)
      return (
        <MensagemForm
          onCancel={toList}
          onSaved={() => {
            void reload();
            toList();
          }}
        />
      );
    if (Number.isNaN(id) || loaded.error instanceof NotFoundError)
      return (
        <Card>
          <EmptyState
            title={t('ticketSettings.mensagemForm.notFound')}
            description={t('ticketSettings.mensagemForm.notFoundHint')}
            action={backButton}
          />
        </Card>
      );
    if (loaded.error)
      return (
        <Alert tone="danger" title={t('ticketSettings.mensagemForm.loadFailed')}>
          <p>{loaded.error instanceof ApiError ? loaded.error.message : null}</p>
          <Button variant="secondary" onPress={() => void loaded.mutate()}>
            {t('ticketSettings.table.retry')}
          </Button>
        </Alert>
      );
    if (!loaded.data) return <Spinner label={t('ticketSettings.mensagemForm.loading')} showLabel />;
    if (loaded.data.padrao)
      return (
        <Alert tone="info" title={t('ticketSettings.mensagemForm.systemTitle')}>
          <p>{t('ticketSettings.mensagemForm.systemText')}</p>
          {backButton}
        </Alert>
      );
    return (
      <MensagemForm
        record={loaded.data}
        onCancel={toList}
        onSaved={() => {
          void reload();
          toList();
        }}
      />
    );
  };

  return (
    <>
      <ScreenHeader />
      {body()}
    </>
  );
}
