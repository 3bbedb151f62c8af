import type { Produto } from '@retoma/api-client';
import { formatNumber, formatPrice, useUiLocale } from '@retoma/ui';
import styled from 'styled-components';
import { useCatalogT } from '../messages';

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A product's commission in one line: mode, and the amounts (reais or percent) for who inserts and who attends. */
export function ComissaoSummary({ produto }: { produto: Produto }) {
  const t = useCatalogT();
  const locale = useUiLocale();
  if (!produto.hab_comissao) return <Muted>{t('catalog.produtos.noComissao')}</Muted>;
  const amount = (value: number | null) =>
    value === null
      ? '–'
      : produto.comissao_tipo === 'percentual'
        ? `${formatNumber(value, { locale })}%`
        : formatPrice(value, { locale, currency: true });
  return produto.comissao_modo === 'individual' ? (
    <span>
      {t('catalog.produtos.comissaoIndividual', {
        insercao: amount(produto.comissao_insercao),
        atendimento: amount(produto.comissao_atendimento),
      })}
    </span>
  ) : (
    <span>{t('catalog.produtos.comissaoPartilhada', { valor: amount(produto.comissao_insercao) })}</span>
  );
}
