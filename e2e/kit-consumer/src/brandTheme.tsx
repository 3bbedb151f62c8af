import styled, { ThemeProvider } from 'styled-components';
import type { ReactNode } from 'react';

// An app with a styled-components theme of its own, shaped unlike the kit's: the kit must not impose its
// DefaultTheme on it (TypeScript would refuse this declaration if the kit's declarations augmented it too).
declare module 'styled-components' {
  export interface DefaultTheme {
    colors: { brand: string };
    spacing: (steps: number) => string;
  }
}

const brandTheme = { colors: { brand: '#0b7285' }, spacing: (steps: number) => `${steps * 4}px` };

export const BrandNote = styled.p`
  color: ${({ theme }) => theme.colors.brand};
  margin-block: ${({ theme }) => theme.spacing(4)};
`;

export function BrandThemeProvider({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={brandTheme}>{children}</ThemeProvider>;
}
