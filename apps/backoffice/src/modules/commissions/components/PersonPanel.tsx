import type { Comissao } from '@retoma/api-client';
import { Alert, SidePanel, Spinner } from '@retoma/ui';
import styled from 'styled-components';
import useSWR from 'swr';
import { useApi } from '../../../platform/api';
import { useCompanySession } from '../../../platform/companySession';
import { useCommissionsT } from '../messages';
import { Facts, Section } from './ClaimFacts';

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;
import { CommissionStatus } from './CommissionStatus';
import { LeadProduct } from './LeadProduct';
import { Money, useMoneyText } from './Money';
import { NATURE_LABEL } from '../lib/labels';

const Items = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  li {
    display: grid;
    grid-template-columns: 1fr auto;
    gap: ${({ theme }) => theme.space[2]};
    padding-block-end: ${({ theme }) => theme.space[2]};
    border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  }
  li > div:last-child {
    display: grid;
    justify-items: end;
    gap: 2px;
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** Commissions one by one: lead and product, the side (and achievement bonus), the amount and where it stands. */
export function CommissionItems({ items }: { items: Comissao[] }) {
  const t = useCommissionsT();
  const money = useMoneyText();
  return (
    <Items>
      {items.map((item) => (
        <li key={item.id}>
          <div>
            <LeadProduct lead={item.lead} produto={item.produto} />
            <small>
              {t('commissions.assign.reason')}: {t(NATURE_LABEL[item.natureza])}
              {item.bonus !== 0 && ` · ${t('commissions.bonus', { bonus: money(item.bonus) })}`}
            </small>
          </div>
          <div>
            <Money value={item.valor} />
            <CommissionStatus row={item} />
          </div>
        </li>
      ))}
    </Items>
  );
}

/** What makes one person's amount to order: the commissions the next order would carry, and those still held. */
export function PersonPanel({ userId, name, onClose }: { userId: number; name: string; onClose: () => void }) {
  const t = useCommissionsT();
  const api = useApi();
  const { slug } = useCompanySession();
  const detail = useSWR([slug, 'comissaos/a-ordenar/detalhe', userId], () => api.commissions.person(userId));
  return (
    <SidePanel
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={t('commissions.assign.panelTitle', { name })}
      size="lg"
      closeLabel={t('commissions.close')}
    >
      {detail.error ? (
        <Alert tone="danger">{t('commissions.table.error')}</Alert>
      ) : !detail.data ? (
        <Spinner label={t('app.loading')} showLabel />
      ) : (
        <Body>
          <Facts>
            <dt>{t('commissions.assign.total')}</dt>
            <dd>
              <Money value={detail.data.valor} />
            </dd>
          </Facts>
          <Section>
            <h3>{t('commissions.assign.items')}</h3>
            {detail.data.itens.length ? <CommissionItems items={detail.data.itens} /> : <p>{t('commissions.assign.noItems')}</p>}
          </Section>
          {detail.data.retidas.length > 0 && (
            <Section>
              <h3>{t('commissions.assign.heldItems')}</h3>
              <CommissionItems items={detail.data.retidas} />
            </Section>
          )}
        </Body>
      )}
    </SidePanel>
  );
}
