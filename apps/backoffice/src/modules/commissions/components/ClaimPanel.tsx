import { ApiError, ValidationError, type PreComissaoMetodo } from '@retoma/api-client';
import { Alert, Button, ConfirmDialog, SidePanel, Spinner, useToast } from '@retoma/ui';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { useCan } from '../../../platform/companySession';
import { useClaim, useClaimDecision, useDiagnose } from '../hooks/useClaim';
import { useCommissionsT, type CommissionsKey } from '../messages';
import { ClaimFacts } from './ClaimFacts';
import { DiagnosisCard } from './DiagnosisCard';
import { ProvingTransactions } from './ProvingTransactions';

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;
const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  p {
    margin: 0;
    margin-inline-end: auto;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const ASK: Record<PreComissaoMetodo, { title: CommissionsKey; message: CommissionsKey; done: CommissionsKey }> = {
  aprovar: { title: 'commissions.claim.approveTitle', message: 'commissions.claim.approveMessage', done: 'commissions.claim.approved' },
  reprovar: { title: 'commissions.claim.rejectTitle', message: 'commissions.claim.rejectMessage', done: 'commissions.claim.rejected' },
  restaurar: { title: 'commissions.claim.restoreTitle', message: 'commissions.claim.restoreMessage', done: 'commissions.claim.restored' },
};

/**
 * A claim in full beside the approval list: the lead and amounts, the agent's proof, the diagnosis (run or run
 * again), the transactions that prove it (or a manual one), and approve / reject — or restore, once rejected —
 * each after a question. While the buyer contests the credited sale the server refuses any approval, so the panel
 * says so in place of the proving transactions and keeps approve disabled with the reason beside it (reject stays).
 * An approval the server refuses shows its reason above the transactions (the field it is given on).
 */
export function ClaimPanel({ id, onClose }: { id: number; onClose: () => void }) {
  const t = useCommissionsT();
  const can = useCan();
  const toast = useToast();
  const claim = useClaim(id);
  const diagnose = useDiagnose();
  const decide = useClaimDecision();
  const [chosen, setChosen] = useState<number[]>([]);
  const [asking, setAsking] = useState<PreComissaoMetodo | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const reasonId = useId();
  const canDecide = can('comissao_pendente_aprovar');
  const pending = claim.data?.situacao === 'pendente';
  // The server's rule (methods.ts): the credited sale's live status, not the diagnosis, which may be old or never run.
  const disputed = claim.data?.transacao.status === 'dispute';
  const approveBlocked = disputed || chosen.length === 0;

  async function runDiagnosis() {
    try {
      await diagnose.run([id]);
      await claim.mutate();
    } catch {
      toast.error(t('commissions.approve.diagnoseFailed'));
    }
  }

  async function confirm() {
    if (!asking) return;
    setRefusal(null);
    try {
      await decide(asking, id, chosen);
      toast.success(t(ASK[asking].done, { id }));
      setAsking(null);
      onClose();
    } catch (error) {
      if (error instanceof ValidationError) setRefusal(error.fieldMessage('transacoes') ?? error.message);
      else toast.error(error instanceof ApiError ? error.message : t('commissions.claim.failed'));
      setAsking(null);
      await claim.mutate();
    }
  }

  const footer = claim.data && (
    <Footer>
      {pending && canDecide && approveBlocked && (
        <p id={reasonId}>{t(disputed ? 'commissions.claim.disputeBlocked' : 'commissions.claim.chooseFirst')}</p>
      )}
      {pending && canDecide && (
        <>
          <Button variant="danger" onPress={() => setAsking('reprovar')}>
            {t('commissions.claim.reject')}
          </Button>
          <Button isDisabled={approveBlocked} aria-describedby={approveBlocked ? reasonId : undefined} onPress={() => setAsking('aprovar')}>
            {t('commissions.claim.approve')}
          </Button>
        </>
      )}
      {claim.data.situacao === 'reprovada' && can('comissao_pendente_restaurar') && (
        <Button onPress={() => setAsking('restaurar')}>{t('commissions.claim.restore')}</Button>
      )}
    </Footer>
  );

  return (
    <>
      <SidePanel
        isOpen
        onOpenChange={(open) => !open && onClose()}
        title={t('commissions.claim.title', { id })}
        size="lg"
        closeLabel={t('commissions.close')}
        footer={footer}
      >
        {claim.error ? (
          <Alert tone="danger">{t('commissions.claim.loadError')}</Alert>
        ) : !claim.data ? (
          <Spinner label={t('app.loading')} showLabel />
        ) : (
          <Body>
            <ClaimFacts claim={claim.data} />
            <DiagnosisCard diagnosis={claim.data.diagnostico} running={diagnose.progress !== null} onRun={() => void runDiagnosis()} />
            {refusal && <Alert tone="danger">{refusal}</Alert>}
            {pending &&
              canDecide &&
              (disputed ? (
                <Alert tone="warning" title={t('commissions.claim.disputeTitle')}>
                  {t('commissions.claim.disputeText', { code: claim.data.transacao.transaction })}
                </Alert>
              ) : (
                <ProvingTransactions claim={claim.data} chosen={chosen} onChange={setChosen} canCreate={can('comissao_pendente_aprovar')} />
              ))}
          </Body>
        )}
      </SidePanel>
      <ConfirmDialog
        isOpen={asking !== null}
        onOpenChange={(open) => !open && setAsking(null)}
        title={asking ? t(ASK[asking].title) : ''}
        message={asking ? t(ASK[asking].message, { id }) : ''}
        confirmLabel={t('commissions.yes')}
        cancelLabel={t('commissions.cancel')}
        tone={asking === 'reprovar' ? 'danger' : 'primary'}
        onConfirm={confirm}
      />
    </>
  );
}
