import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

const Page = styled.main`
  min-block-size: 100vh;
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space[4]};
`;
const Panel = styled.section`
  inline-size: min(560px, 100%);
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[6]};
  text-align: center;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;
const Code = styled.p`
  margin: 0;
  font-size: 64px;
  line-height: 1;
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  color: ${({ theme }) => theme.colors.primary};
`;
const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.xxl};
`;
const Text = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.textMuted};
  p {
    margin: 0;
  }
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space[3]};
`;

/** A router link drawn as the kit's primary (or secondary) button. */
export const ActionLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-block-size: 36px;
  padding-block: ${({ theme }) => theme.space[2]};
  padding-inline: ${({ theme }) => theme.space[4]};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  text-decoration: none;
  &[data-variant='secondary'] {
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    border-color: ${({ theme }) => theme.colors.border};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

export interface ErrorPageProps {
  /** A big status figure (404, 500, 403...) or an illustration above the title; decorative. */
  code?: ReactNode;
  title: string;
  /** One paragraph per entry. */
  text: string[];
  /** Links or buttons that get the person somewhere useful. */
  actions: ReactNode;
}

/** The frame of the error and utility pages: what happened, why, and where to go from here. */
export function ErrorPage({ code, title, text, actions }: ErrorPageProps) {
  return (
    <Page>
      <Panel aria-labelledby="error-page-title">
        {code && <Code aria-hidden="true">{code}</Code>}
        <Title id="error-page-title">{title}</Title>
        <Text>
          {text.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </Text>
        <Actions>{actions}</Actions>
      </Panel>
    </Page>
  );
}
