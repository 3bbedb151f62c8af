import type { ProductRef } from '@retoma/api-client';
import styled from 'styled-components';

const Name = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  /* Wrapped between words only (the table's cells may break anywhere, which cut "Reconquista" in two). */
  overflow-wrap: normal;
`;
const Swatch = styled.span`
  flex: none;
  inline-size: 10px;
  block-size: 10px;
  border-radius: ${({ theme }) => theme.radii.sm};
`;

/**
 * A product with its colour as a swatch beside the name: the colour is chosen by the company, so it never
 * carries the text (a light or mid-tone colour behind small text would fail contrast).
 */
export function ProductName({ product }: { product: ProductRef }) {
  return (
    <Name>
      <Swatch aria-hidden="true" style={{ background: product.cor }} />
      {product.nome}
    </Name>
  );
}
