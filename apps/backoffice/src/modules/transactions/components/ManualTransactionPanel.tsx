import { MANUAL_PAYMENT_TYPES, ValidationError, type ManualPaymentType } from '@retoma/api-client';
import { Alert, Button, ComboBox, formatPaymentType, MoneyField, Select, SidePanel, TextField, useToast, useUiLocale } from '@retoma/ui';
import { useState } from 'react';
import styled from 'styled-components';
import useSWR from 'swr';
import { useApi } from '../../../platform/api';
import { useCompanySession } from '../../../platform/companySession';
import { useTransactionsT } from '../messages';

const Form = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  p {
    margin: 0;
  }
`;
const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
`;

type Field = 'lead_id' | 'produto_id' | 'payment_type' | 'full_price' | 'transaction';

export interface ManualTransactionPanelProps {
  isOpen: boolean;
  onClose: () => void;
  onCreated: () => Promise<unknown>;
}

/**
 * A sale paid outside the platform, recorded by whoever approves commissions: the lead (searched by name or e-mail),
 * the product, transfer / deposit / other, the exact amount and, optionally, its code. The server's refusals land on
 * their fields; nothing typed is lost.
 */
export function ManualTransactionPanel({ isOpen, onClose, onCreated }: ManualTransactionPanelProps) {
  const t = useTransactionsT();
  const api = useApi();
  const toast = useToast();
  const locale = useUiLocale();
  const { slug } = useCompanySession();
  const produtos = useSWR(isOpen ? [slug, 'selects/produtos'] : null, () => api.settings.selects.produtos());
  const [leadId, setLeadId] = useState<number | null>(null);
  const [produtoId, setProdutoId] = useState<number | null>(null);
  const [payment, setPayment] = useState<ManualPaymentType>('transferencia');
  const [price, setPrice] = useState<number | null>(null);
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [pending, setPending] = useState(false);

  async function save() {
    setPending(true);
    setErrors({});
    try {
      await api.transactions.create({
        lead_id: leadId ?? 0,
        produto_id: produtoId ?? 0,
        payment_type: payment,
        full_price: price ?? 0,
        ...(code.trim() ? { transaction: code.trim() } : {}),
      });
      toast.success(t('transactions.manual.saved'));
      onClose();
      await onCreated();
    } catch (error) {
      if (error instanceof ValidationError)
        setErrors(Object.fromEntries(Object.entries(error.errors).map(([field, messages]) => [field, messages.join(', ')])));
      else toast.error(t('transactions.manual.failed'));
    } finally {
      setPending(false);
    }
  }

  return (
    <SidePanel
      title={t('transactions.manual.title')}
      isOpen={isOpen}
      onOpenChange={(open) => !open && onClose()}
      closeLabel={t('transactions.manual.cancel')}
      footer={
        <Footer>
          <Button variant="secondary" onPress={onClose}>
            {t('transactions.manual.cancel')}
          </Button>
          <Button onPress={() => void save()} isPending={pending}>
            {t('transactions.manual.save')}
          </Button>
        </Footer>
      }
    >
      <Form>
        <p>{t('transactions.manual.hint')}</p>
        {Object.keys(errors).length > 0 && <Alert tone="danger">{t('transactions.manual.failed')}</Alert>}
        <ComboBox
          label={t('transactions.manual.lead')}
          placeholder={t('transactions.manual.leadSearch')}
          emptyText={t('transactions.manual.noLead')}
          loadOptions={async (search, signal) =>
            (await api.leads.list({ search, per_page: 10 }, { signal })).data.map((lead) => ({
              id: lead.id,
              label: lead.nome,
              description: lead.email,
            }))
          }
          value={leadId}
          onChange={(key) => setLeadId(key === null ? null : Number(key))}
          errorMessage={errors.lead_id}
          isRequired
        />
        <Select
          label={t('transactions.manual.product')}
          options={(produtos.data ?? []).map((produto) => ({ id: produto.id, label: produto.label }))}
          value={produtoId}
          onChange={(key) => setProdutoId(key === null ? null : Number(key))}
          errorMessage={errors.produto_id}
          isRequired
        />
        <Select
          label={t('transactions.manual.payment')}
          options={MANUAL_PAYMENT_TYPES.map((id) => ({ id, label: formatPaymentType(id, { locale }) }))}
          value={payment}
          onChange={(key) => key !== null && setPayment(key as ManualPaymentType)}
          errorMessage={errors.payment_type}
        />
        <MoneyField label={t('transactions.manual.price')} value={price} onChange={setPrice} errorMessage={errors.full_price} isRequired />
        <TextField label={t('transactions.manual.code')} value={code} onChange={setCode} errorMessage={errors.transaction} />
      </Form>
    </SidePanel>
  );
}
