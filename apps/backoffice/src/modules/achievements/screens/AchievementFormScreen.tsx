import { ApiError, ForbiddenError, NotFoundError, type Conquista } from '@retoma/api-client';
import { Alert, Button, Card, ConfirmDialog, EmptyState, Spinner, useToast } from '@retoma/ui';
import { Trash2 } from 'lucide-react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { useCan } from '../../../platform/companySession';
import { useCompanyHref } from '../../../platform/links';
import { ScreenHeader } from '../../../shell/ScreenHeader';
import { AchievementForm } from '../components/AchievementForm';
import { useAchievement } from '../hooks/useAchievement';
import { useAchievementLimit, useReloadAchievementLimit } from '../hooks/useAchievementLimit';
import { useReloadAchievements } from '../hooks/useAchievementList';
import { useRemoveAchievement } from '../hooks/useRemoveAchievement';
import { useAchievementsT } from '../messages';

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  max-inline-size: 880px;
`;

/** The id in `editar/:id`; null on `nova`, NaN for anything that is not a record id. */
function recordId(param: string | undefined): number | null {
  if (param === undefined) return null;
  return /^[1-9]\d*$/.test(param) ? Number(param) : NaN;
}

/**
 * `configuracoes/conquistas/nova` and `.../editar/:id`: the achievement form on its own page. Saving or cancelling
 * goes back to the list; the edit page also deletes (after a question), says when the achievement is inactive,
 * and says so instead of showing an empty form when it does not exist.
 */
export default function AchievementFormScreen() {
  const t = useAchievementsT();
  const can = useCan();
  const navigate = useNavigate();
  const href = useCompanyHref();
  const toast = useToast();
  const reload = useReloadAchievements();
  const reloadLimit = useReloadAchievementLimit();
  const id = recordId(useParams().id);
  const loaded = useAchievement(id === null || Number.isNaN(id) ? null : id);
  const limit = useAchievementLimit();
  const toList = () => navigate(href('conquistas'));
  const removal = useRemoveAchievement({ afterRemove: toList });
  const saved = (record: Conquista, created: boolean) => {
    toast.success(t(created ? 'achievements.form.created' : 'achievements.form.updated'), record.nome);
    void reload();
    void reloadLimit();
    toList();
  };
  const backButton = (
    <Button variant="secondary" onPress={toList}>
      {t('achievements.form.back')}
    </Button>
  );

  if (loaded.error instanceof ForbiddenError) return <Navigate to="/nao-autorizado" replace />;

  const body = () => {
    if (id === null) return <AchievementForm limit={limit.data} onCancel={toList} onSaved={(record) => saved(record, true)} />;
    if (Number.isNaN(id) || loaded.error instanceof NotFoundError)
      return (
        <Card>
          <EmptyState title={t('achievements.form.notFound')} description={t('achievements.form.notFoundHint')} action={backButton} />
        </Card>
      );
    if (loaded.error)
      return (
        <Alert tone="danger" title={t('achievements.form.loadFailed')}>
          <p>{loaded.error instanceof ApiError ? loaded.error.message : null}</p>
          <Button variant="secondary" onPress={() => void loaded.mutate()}>
            {t('achievements.table.retry')}
          </Button>
        </Alert>
      );
    const record = loaded.data;
    if (!record) return <Spinner label={t('achievements.form.loading')} showLabel />;
    return (
      <Stack>
        {!record.ativo && <Alert title={t('achievements.form.inactiveTitle')}>{t('achievements.form.inactiveText')}</Alert>}
        <AchievementForm
          // A record that changed (saved elsewhere, reloaded) starts the form again from what the server has.
          key={record.id}
          record={record}
          limit={limit.data}
          onCancel={toList}
          onSaved={(next) => saved(next, false)}
          extraActions={
            can('configuracao_conquista_editar') ? (
              <Button variant="secondary" onPress={() => removal.ask(record)}>
                <Trash2 aria-hidden size={16} />
                {t('achievements.form.delete')}
              </Button>
            ) : null
          }
        />
      </Stack>
    );
  };

  return (
    <>
      <ScreenHeader />
      {body()}
      <ConfirmDialog
        isOpen={removal.asking !== null}
        onOpenChange={(open) => !open && removal.cancel()}
        title={t('achievements.removeTitle')}
        message={removal.asking ? t('achievements.removeMessage', { name: removal.asking.nome }) : ''}
        confirmLabel={t('achievements.removeConfirm')}
        cancelLabel={t('achievements.cancel')}
        tone="danger"
        onConfirm={removal.confirm}
      />
    </>
  );
}
