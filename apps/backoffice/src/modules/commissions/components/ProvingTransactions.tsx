import { ApiError, MANUAL_PAYMENT_TYPES, ValidationError, type ManualPaymentType, type PreComissaoDetalhe } from '@retoma/api-client';
import { Button, Checkbox, MoneyField, Select, TextField, formatDate, useToast } from '@retoma/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { useApi } from '../../../platform/api';
import { useDateFormat } from '../../../platform/dateFormat';
import { useSearchText } from '../../../platform/useListState';
import { useCandidates } from '../hooks/useClaim';
import { useCommissionsT } from '../messages';
import { Section } from './ClaimFacts';
import { useMoneyText } from './Money';
import { PAYMENT_LABEL } from '../lib/labels';

const Choices = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
`;
const Manual = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  align-items: end;
`;

export interface ProvingTransactionsProps {
  claim: PreComissaoDetalhe;
  chosen: number[];
  onChange: (ids: number[]) => void;
  /** Whether the person may record a manual transaction (the approver's permission). */
  canCreate: boolean;
}

/**
 * The transactions that prove the sale: the product's approved purchases of the lead (or what a search by code, name
 * or e-mail finds), chosen by checkbox; when none fits, a manual transaction (transfer, deposit, other) for this lead
 * and product, created and chosen at once.
 */
export function ProvingTransactions({ claim, chosen, onChange, canCreate }: ProvingTransactionsProps) {
  const t = useCommissionsT();
  const api = useApi();
  const toast = useToast();
  const dates = useDateFormat();
  const money = useMoneyText();
  const [search, setSearch] = useState<string | undefined>(undefined);
  const searchField = useSearchText(search, setSearch);
  const candidates = useCandidates(claim.id, search);
  const [paymentType, setPaymentType] = useState<ManualPaymentType>('transferencia');
  const [amount, setAmount] = useState<number | null>(claim.valor_venda);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [creating, setCreating] = useState(false);

  async function createManual() {
    setCreating(true);
    setErrors({});
    try {
      const created = await api.transactions.create({
        lead_id: claim.lead.id,
        produto_id: claim.produto.id,
        payment_type: paymentType,
        full_price: amount ?? 0,
      });
      await candidates.mutate();
      onChange([...chosen, created.id]);
      toast.success(t('commissions.claim.transactionCreated', { code: created.transaction }));
    } catch (error) {
      if (error instanceof ValidationError)
        setErrors(Object.fromEntries(Object.entries(error.errors).map(([field, list]) => [field, list.join(', ')])));
      else toast.error(error instanceof ApiError ? error.message : t('commissions.claim.failed'));
    } finally {
      setCreating(false);
    }
  }

  const rows = candidates.data ?? [];
  return (
    <Section>
      <h3>{t('commissions.claim.transactions')}</h3>
      <TextField type="search" label={t('commissions.claim.searchTransactions')} {...searchField} />
      <Choices>
        {rows.map((row) => (
          <Checkbox
            key={row.id}
            isSelected={chosen.includes(row.id)}
            onChange={(on) => onChange(on ? [...chosen, row.id] : chosen.filter((id) => id !== row.id))}
            description={row.purchase_date ? formatDate(row.purchase_date, dates) : undefined}
          >
            {t('commissions.claim.chooseTransaction', { code: row.transaction, lead: row.lead.nome, value: money(row.full_price) })}
          </Checkbox>
        ))}
        {candidates.data && rows.length === 0 && <p>{t('commissions.claim.noTransactions')}</p>}
      </Choices>
      {canCreate && (
        <>
          <h3>{t('commissions.claim.manual')}</h3>
          <p>{t('commissions.claim.manualHint')}</p>
          <Manual>
            <Select
              label={t('commissions.claim.paymentType')}
              options={MANUAL_PAYMENT_TYPES.map((id) => ({ id, label: t(PAYMENT_LABEL[id]) }))}
              value={paymentType}
              onChange={(key) => setPaymentType(key as ManualPaymentType)}
              errorMessage={errors.payment_type}
            />
            <MoneyField label={t('commissions.claim.amount')} value={amount} onChange={setAmount} errorMessage={errors.full_price} />
            <Button variant="secondary" isPending={creating} onPress={() => void createManual()}>
              {t('commissions.claim.createTransaction')}
            </Button>
          </Manual>
        </>
      )}
    </Section>
  );
}
