import type { ProductRef } from '@retoma/api-client';
import styled from 'styled-components';

const Tag = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
`;
const Swatch = styled.span`
  inline-size: 10px;
  block-size: 10px;
  border-radius: ${({ theme }) => theme.radii.round};
  flex: none;
`;

/**
 * A product with its colour as a swatch beside the name: the name keeps the text colour, so it stays legible
 * whatever colour the company picked (white on a mid-tone chip would not).
 */
export function ProductTag({ product }: { product: Pick<ProductRef, 'nome' | 'cor'> }) {
  return (
    <Tag>
      <Swatch aria-hidden="true" style={{ background: product.cor }} />
      {product.nome}
    </Tag>
  );
}
