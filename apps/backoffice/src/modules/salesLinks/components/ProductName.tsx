import styled from 'styled-components';

const Name = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;
const Dot = styled.span<{ $color: string }>`
  flex: none;
  inline-size: 10px;
  block-size: 10px;
  border-radius: 50%;
  background: ${({ $color }) => $color};
`;

/** A product's name beside its colour, as the products are told apart everywhere. */
export function ProductName({ produto }: { produto: { nome: string; cor: string } }) {
  return (
    <Name>
      <Dot $color={produto.cor} aria-hidden />
      {produto.nome}
    </Name>
  );
}
