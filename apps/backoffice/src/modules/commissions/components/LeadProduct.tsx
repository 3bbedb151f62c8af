import type { LeadRef, ProductRef } from '@retoma/api-client';
import styled from 'styled-components';

const Lines = styled.div`
  display: grid;
  justify-items: start;
  gap: 2px;
  strong {
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
  }
`;
const Product = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;
const Swatch = styled.span`
  flex: none;
  inline-size: 10px;
  block-size: 10px;
  border-radius: ${({ theme }) => theme.radii.sm};
`;

/** The lead's name over the product, whose company colour is a swatch beside it (never behind the text). */
export function LeadProduct({ lead, produto }: { lead: LeadRef; produto: ProductRef }) {
  return (
    <Lines>
      <strong>{lead.nome}</strong>
      <Product>
        <Swatch aria-hidden="true" style={{ background: produto.cor }} />
        {produto.nome}
      </Product>
    </Lines>
  );
}
