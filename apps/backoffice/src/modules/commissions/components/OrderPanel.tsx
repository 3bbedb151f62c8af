import { Alert, Button, SidePanel, Spinner, StatusChip, formatDate, useToast } from '@retoma/ui';
import { Printer } from 'lucide-react';
import styled from 'styled-components';
import useSWR from 'swr';
import { useApi } from '../../../platform/api';
import { useCompanySession } from '../../../platform/companySession';
import { useDateFormat } from '../../../platform/dateFormat';
import { useOrderFiles } from '../hooks/useOrderFiles';
import { useCommissionsT } from '../messages';
import { Facts, Section } from './ClaimFacts';

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;
import { Money } from './Money';
import { NATURE_LABEL } from '../lib/labels';

const Head = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  img {
    max-block-size: 48px;
    max-inline-size: 160px;
    object-fit: contain;
  }
  p {
    margin: 0;
  }
`;
const Groups = styled.table`
  inline-size: 100%;
  border-collapse: collapse;
  th,
  td {
    padding: ${({ theme }) => theme.space[2]};
    border-block-end: 1px solid ${({ theme }) => theme.colors.border};
    text-align: start;
  }
  th:not(:first-child),
  td:not(:first-child) {
    text-align: end;
  }
`;

/** One order as it prints: the company's header, number, date and state, its items by product and side, total and notes. */
export function OrderPanel({ id, onClose }: { id: number; onClose: () => void }) {
  const t = useCommissionsT();
  const api = useApi();
  const toast = useToast();
  const dates = useDateFormat();
  const files = useOrderFiles();
  const { slug } = useCompanySession();
  const order = useSWR([slug, 'ordems/detalhe', id], () => api.commissions.orders.get(id));
  const print = () => files.print([id]).catch(() => toast.error(t('commissions.payments.fileFailed')));
  return (
    <SidePanel
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={t('commissions.payments.orderTitle', { id })}
      size="lg"
      closeLabel={t('commissions.close')}
      footer={
        <Button variant="secondary" onPress={() => void print()}>
          <Printer aria-hidden size={16} />
          {t('commissions.payments.printOne')}
        </Button>
      }
    >
      {order.error ? (
        <Alert tone="danger">{t('commissions.table.error')}</Alert>
      ) : !order.data ? (
        <Spinner label={t('app.loading')} showLabel />
      ) : (
        <Body>
          <Head>
            {order.data.empresa.logo && (
              <img src={order.data.empresa.logo} alt={t('commissions.payments.logo', { name: order.data.empresa.nome })} />
            )}
            <strong>{order.data.empresa.nome}</strong>
            {order.data.empresa.descricao && <p>{order.data.empresa.descricao}</p>}
          </Head>
          <Facts>
            <dt>{t('commissions.payments.column.person')}</dt>
            <dd>{order.data.user.name}</dd>
            <dt>{t('commissions.payments.column.created')}</dt>
            <dd>{formatDate(order.data.created_at, dates)}</dd>
            <dt>{t('commissions.column.status')}</dt>
            <dd>
              <StatusChip size="sm" tone={order.data.paga_em ? 'success' : 'warning'}>
                {order.data.paga_em
                  ? t('commissions.payments.statusPaid', { date: formatDate(order.data.paga_em, dates) })
                  : t('commissions.payments.statusPending')}
              </StatusChip>
            </dd>
          </Facts>
          <Section>
            <Groups>
              <thead>
                <tr>
                  <th scope="col">{t('commissions.assign.item')}</th>
                  <th scope="col">{t('commissions.payments.quantity')}</th>
                  <th scope="col">{t('commissions.payments.average')}</th>
                  <th scope="col">{t('commissions.column.value')}</th>
                </tr>
              </thead>
              <tbody>
                {order.data.grupos.map((group) => (
                  <tr key={`${group.produto.id}-${group.natureza}`}>
                    <th scope="row">
                      {group.produto.nome} · {t(NATURE_LABEL[group.natureza])}
                    </th>
                    <td>{group.quantidade}</td>
                    <td>
                      <Money value={Math.round((group.valor * 100) / group.quantidade) / 100} />
                    </td>
                    <td>
                      <Money value={group.valor} />
                    </td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row">{t('commissions.assign.total')}</th>
                  <td />
                  <td />
                  <td>
                    <Money value={order.data.total} />
                  </td>
                </tr>
              </tfoot>
            </Groups>
            {order.data.empresa.rodape && <p>{t('commissions.payments.notes', { notes: order.data.empresa.rodape })}</p>}
          </Section>
        </Body>
      )}
    </SidePanel>
  );
}
