import { ApiError, ForbiddenError, type CampanhaPasso, type Canal, type SequenceKind } from '@retoma/api-client';
import { Alert, Button, Card, ConfirmDialog, EmptyState, IconButton, SortableList, Spinner, Switch } from '@retoma/ui';
import { Mail, MessageSquareText, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useAllowedHref } from '../../../platform/links';
import { KIND_ROUTES } from '../hooks/useCampaign';
import { useSteps } from '../hooks/useSteps';
import { useCampaignsT } from '../messages';
import { StepDelay } from './StepDelay';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
`;
const Position = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  inline-size: 28px;
  block-size: 28px;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.primarylight};
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
`;
const Text = styled.div<{ $off: boolean }>`
  display: grid;
  flex: 1;
  min-inline-size: 12rem;
  color: ${({ theme, $off }) => ($off ? theme.colors.textMuted : theme.colors.text)};
`;
const Title = styled.strong`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;
const When = styled.span`
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** What names a step: an e-mail's subject, or the start of an SMS's text. */
const titleOf = (step: CampanhaPasso) => step.assunto ?? (step.corpo.length > 60 ? `${step.corpo.slice(0, 60)}…` : step.corpo);

/**
 * One channel's steps of a campaign in order, moved by dragging or from the keyboard (the kit's SortableList). The
 * new order is saved at once; refused, the old order comes back with the server's reason. Each step shows when it
 * goes, can be switched off, or deleted after a confirmation.
 */
export function StepList({ kind, canal, campanhaId, planId }: { kind: SequenceKind; canal: Canal; campanhaId: number; planId: number }) {
  const t = useCampaignsT();
  const steps = useSteps(kind, canal, campanhaId);
  const [removing, setRemoving] = useState<CampanhaPasso | null>(null);
  const navigate = useNavigate();
  const allowedHref = useAllowedHref();
  const base = KIND_ROUTES[kind];
  const channel = canal === 'sms' ? 'sms' : 'emails';
  const createHref = allowedHref(`${base}-${channel}-criar`, { plan_id: planId, id: campanhaId });
  const editHref = (step: CampanhaPasso) => allowedHref(`${base}-${channel}-editar`, { plan_id: planId, id: campanhaId, idEmail: step.id });
  const create = createHref && (
    <Button variant="secondary" onPress={() => navigate(createHref)}>
      <Plus aria-hidden size={16} />
      {t(canal === 'sms' ? 'campaigns.steps.newSms' : 'campaigns.steps.newEmail')}
    </Button>
  );
  const Icon = canal === 'email' ? Mail : MessageSquareText;
  const labelOf = (step: CampanhaPasso, position = step.posicao) => t('campaigns.steps.label', { position, title: titleOf(step) });

  // The route let the person in, but the server says otherwise (the steps have their own permission).
  if (steps.error instanceof ForbiddenError) return <Navigate to="/nao-autorizado" replace />;
  if (steps.error)
    return (
      <Alert tone="danger" title={t(canal === 'email' ? 'campaigns.steps.emailsFailed' : 'campaigns.steps.smsFailed')}>
        <p>{steps.error instanceof ApiError ? steps.error.message : null}</p>
        <Button variant="secondary" onPress={() => void steps.mutate()}>
          {t('campaigns.page.retry')}
        </Button>
      </Alert>
    );
  if (!steps.data) return <Spinner label={t('campaigns.steps.loading')} showLabel />;

  return (
    <Card
      title={t(canal === 'email' ? 'campaigns.steps.emailsTitle' : 'campaigns.steps.smsTitle')}
      subtitle={t('campaigns.steps.hint')}
      actions={create}
    >
      <SortableList
        aria-label={t(canal === 'email' ? 'campaigns.steps.emailsTitle' : 'campaigns.steps.smsTitle')}
        items={steps.data}
        getLabel={(step) => labelOf(step)}
        onReorder={steps.reorder}
        onReorderError={steps.reorderFailed}
        emptyState={<EmptyState size="sm" title={t('campaigns.steps.empty')} description={t('campaigns.steps.emptyHint')} />}
        renderItem={(step, { position, index, isDisabled }) => (
          <Row>
            <Position aria-hidden>{position}</Position>
            <Icon aria-hidden size={18} />
            <Text $off={step.status !== 1}>
              <Title>{titleOf(step)}</Title>
              <When>
                <StepDelay step={step} isFirst={index === 0} />
              </When>
            </Text>
            <Switch
              isSelected={step.status === 1}
              isDisabled={isDisabled}
              onChange={(on) => void steps.setStatus(step, on)}
              aria-label={t('campaigns.steps.switch', { step: labelOf(step, position) })}
            >
              {t('campaigns.steps.active')}
            </Switch>
            {editHref(step) && (
              <IconButton
                aria-label={t('campaigns.steps.edit', { step: labelOf(step, position) })}
                icon={<Pencil aria-hidden size={16} />}
                isDisabled={isDisabled}
                onPress={() => navigate(editHref(step)!)}
              />
            )}
            <IconButton
              aria-label={t('campaigns.steps.remove', { step: labelOf(step, position) })}
              icon={<Trash2 aria-hidden size={16} />}
              variant="danger"
              isDisabled={isDisabled}
              onPress={() => setRemoving(step)}
            />
          </Row>
        )}
      />
      <ConfirmDialog
        isOpen={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={t('campaigns.steps.removeTitle')}
        message={removing ? t('campaigns.steps.removeMessage', { step: labelOf(removing) }) : ''}
        confirmLabel={t('campaigns.steps.removeConfirm')}
        cancelLabel={t('campaigns.settings.cancel')}
        tone="danger"
        onConfirm={async () => {
          const step = removing;
          setRemoving(null);
          if (step) await steps.remove(step);
        }}
      />
    </Card>
  );
}
