import styled from 'styled-components';

const Name = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;
const Swatch = styled.span<{ $color: string }>`
  inline-size: 12px;
  block-size: 12px;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ $color }) => $color};
  border: 1px solid ${({ theme }) => theme.colors.border};
  flex: none;
`;

/** A product's name after its colour, the dot that marks it on every screen. */
export function ProductName({ nome, cor }: { nome: string; cor: string }) {
  return (
    <Name>
      <Swatch $color={cor} aria-hidden />
      {nome}
    </Name>
  );
}
