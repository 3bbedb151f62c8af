import type { TransactionCredit, TransactionDetail } from '@retoma/api-client';
import {
  Alert,
  Badge,
  formatCpf,
  formatDate,
  formatDateTime,
  formatPaymentType,
  formatPhone,
  formatPrice,
  SidePanel,
  Skeleton,
  useUiLocale,
} from '@retoma/ui';
import styled from 'styled-components';
import useSWR from 'swr';
import { pluralKey } from '../../../i18n';
import { useApi } from '../../../platform/api';
import { useCompanySession } from '../../../platform/companySession';
import { useDateFormat } from '../../../platform/dateFormat';
import { STATUS_LABEL, STATUS_TONE } from '../lib/status';
import { REASONS } from '../lib/reasons';
import { useTransactionsT, type TransactionsTranslate } from '../messages';

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  h3 {
    margin: 0 0 ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSize.md};
  }
  p {
    margin: 0;
  }
`;
const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/** The lead's phone as the predecessor showed it: `(11) 98765-4321` for Brazil, the country code first otherwise. */
const phoneOf = (lead: TransactionDetail['lead']) =>
  lead.telefone ? (lead.ddi === '55' ? formatPhone(`${lead.ddd}${lead.telefone}`) : `+${lead.ddi} ${lead.telefone}`) : null;

/** Who the recovered sale is credited to, in one sentence. */
function creditText(t: TransactionsTranslate, credit: TransactionCredit): string {
  if (credit.origem === 'campanha') {
    const campaign = credit.campanha?.nome ?? '—';
    return credit.passo
      ? t('transactions.panel.creditStep', {
          campaign,
          position: credit.passo.posicao,
          channel: t(credit.passo.canal === 'email' ? 'transactions.panel.channel.email' : 'transactions.panel.channel.sms'),
        })
      : t('transactions.panel.creditCampaign', { campaign });
  }
  if (!credit.usuario) return t('transactions.panel.creditRemovedPerson');
  return credit.origem === 'ticket' && credit.ticket_id !== null
    ? t('transactions.panel.creditAgentTicket', { name: credit.usuario.name, ticket: credit.ticket_id })
    : t('transactions.panel.creditAgentLink', { name: credit.usuario.name });
}

export interface TransactionPanelProps {
  /** The transaction to show (its list row gives the code at once); null closes the panel. */
  transaction: { id: number; transaction: string } | null;
  onClose: () => void;
}

/** The whole transaction beside the list: buyer, what was bought and how, the amounts, and whether it was recovered. */
export function TransactionPanel({ transaction, onClose }: TransactionPanelProps) {
  const t = useTransactionsT();
  return (
    <SidePanel
      title={transaction ? t('transactions.panel.title', { code: transaction.transaction }) : ''}
      isOpen={transaction !== null}
      onOpenChange={(open) => !open && onClose()}
      closeLabel={t('transactions.panel.close')}
      size="md"
    >
      {transaction && <TransactionDetails id={transaction.id} />}
    </SidePanel>
  );
}

function TransactionDetails({ id }: { id: number }) {
  const t = useTransactionsT();
  const api = useApi();
  const { slug } = useCompanySession();
  const locale = useUiLocale();
  const dates = useDateFormat();
  const { data, error } = useSWR([slug, 'transacaos', id], () => api.transactions.get(id));
  if (error) return <Alert tone="danger">{t('transactions.panel.loadError')}</Alert>;
  if (!data) return <Skeleton height={320} />;
  const money = (value: number) => formatPrice(value, { locale, currency: true });
  const when = (value: string | null) => (value ? formatDateTime(value, dates) : t('transactions.panel.none'));
  const text = (value: string | null) => value || t('transactions.panel.none');
  const credit = data.credito;
  const reason = (value: string | null) => (value && Object.hasOwn(REASONS, value) ? t(REASONS[value]!) : (value ?? '—'));
  return (
    <Body>
      <section>
        <h3>{t('transactions.panel.buyer')}</h3>
        <Facts>
          <dt>{t('transactions.panel.name')}</dt>
          <dd>{data.lead.nome}</dd>
          <dt>{t('transactions.panel.email')}</dt>
          <dd>{data.lead.email}</dd>
          <dt>{t('transactions.panel.phone')}</dt>
          <dd>{phoneOf(data.lead) ?? t('transactions.panel.none')}</dd>
          <dt>{t('transactions.panel.cpf')}</dt>
          <dd>{data.lead.cpf ? formatCpf(data.lead.cpf) : t('transactions.panel.none')}</dd>
        </Facts>
      </section>
      <section>
        <h3>{t('transactions.panel.info')}</h3>
        <Facts>
          <dt>{t('transactions.col.status')}</dt>
          <dd>
            <Badge tone={STATUS_TONE[data.status]} dot>
              {t(STATUS_LABEL[data.status])}
            </Badge>
          </dd>
          <dt>{t('transactions.panel.code')}</dt>
          <dd>{data.transaction}</dd>
          <dt>{t('transactions.panel.product')}</dt>
          <dd>{data.produto.nome}</dd>
          <dt>{t('transactions.panel.price')}</dt>
          <dd>
            {money(data.full_price)} ·{' '}
            {t(
              pluralKey(locale, data.installments_number, {
                one: 'transactions.panel.installmentsOne',
                other: 'transactions.panel.installmentsOther',
              }),
              { count: data.installments_number },
            )}
          </dd>
          <dt>{t('transactions.panel.payment')}</dt>
          <dd>{formatPaymentType(data.payment_type, { locale })}</dd>
          <dt>{t('transactions.panel.offer')}</dt>
          <dd>{text(data.off)}</dd>
          <dt>{t('transactions.panel.coupon')}</dt>
          <dd>{text(data.coupon_code)}</dd>
          <dt>{t('transactions.panel.purchaseDate')}</dt>
          <dd>{when(data.purchase_date)}</dd>
          <dt>{t('transactions.panel.approvalDate')}</dt>
          <dd>{when(data.confirmation_purchase_date)}</dd>
          <dt>{t('transactions.panel.warranty')}</dt>
          <dd>{data.warranty_date ? formatDate(data.warranty_date, dates) : t('transactions.panel.none')}</dd>
          <dt>{t('transactions.panel.sck')}</dt>
          <dd>{text(data.sck)}</dd>
          <dt>{t('transactions.panel.src')}</dt>
          <dd>{text(data.src)}</dd>
        </Facts>
      </section>
      <section>
        <h3>{t('transactions.panel.values')}</h3>
        <Facts>
          <dt>{t('transactions.panel.paid')}</dt>
          <dd>{money(data.full_price)}</dd>
          <dt>{t('transactions.panel.fee')}</dt>
          <dd>{money(data.cms_marketplace)}</dd>
          <dt>{t('transactions.panel.commission')}</dt>
          <dd>{money(data.cms_vendor)}</dd>
          <dt>{t('transactions.panel.productPrice')}</dt>
          <dd>{money(data.produto.preco)}</dd>
        </Facts>
      </section>
      <section>
        <h3>{t('transactions.panel.recovery')}</h3>
        {credit ? (
          <Body>
            <p>{t('transactions.panel.recovered', { date: formatDate(credit.recuperada_em, dates), value: money(credit.valor) })}</p>
            <p>{creditText(t, credit)}</p>
            {credit.revertida_em && (
              <Alert tone="warning">
                {t('transactions.panel.reversed', { date: formatDate(credit.revertida_em, dates), reason: reason(credit.motivo_reversao) })}
              </Alert>
            )}
          </Body>
        ) : (
          <p>{t('transactions.panel.notRecovered')}</p>
        )}
      </section>
      <p>{t('transactions.panel.readOnly')}</p>
    </Body>
  );
}
