import type { Comissao, ComissaoSituacao } from '@retoma/api-client';
import { StatusChip, formatDate, type BadgeTone } from '@retoma/ui';
import styled from 'styled-components';
import { useDateFormat } from '../../../platform/dateFormat';
import { useCommissionsT } from '../messages';
import { STATUS_LABEL } from '../lib/labels';

const TONE: Record<ComissaoSituacao, BadgeTone> = {
  retida: 'warning',
  a_ordenar: 'primary',
  ordenada: 'neutral',
  paga: 'success',
  estornada: 'danger',
  ajuste: 'danger',
};

const Stack = styled.div`
  display: grid;
  justify-items: start;
  gap: 2px;
  > span:not(:first-child) {
    font-size: ${({ theme }) => theme.fontSize.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** Why a sale was taken back, from the platform's event. */
export function useClawbackReason() {
  const t = useCommissionsT();
  return (event: string | null) =>
    event === 'PURCHASE_REFUNDED'
      ? t('commissions.clawback.refund')
      : event === 'PURCHASE_CHARGEBACK'
        ? t('commissions.clawback.chargeback')
        : t('commissions.clawback.other');
}

/** Where a commission stands, and the date that matters for it: when a held one is released, when one was clawed back. */
export function CommissionStatus({ row }: { row: Comissao }) {
  const t = useCommissionsT();
  const dates = useDateFormat();
  const reason = useClawbackReason();
  return (
    <Stack>
      <StatusChip tone={TONE[row.situacao]} size="sm">
        {t(STATUS_LABEL[row.situacao])}
      </StatusChip>
      {row.retida_ate && <span>{t('commissions.heldUntil', { date: formatDate(row.retida_ate, dates) })}</span>}
      {row.estornada_em && (
        <span>{t('commissions.clawedBack', { date: formatDate(row.estornada_em, dates), reason: reason(row.motivo_estorno) })}</span>
      )}
    </Stack>
  );
}
