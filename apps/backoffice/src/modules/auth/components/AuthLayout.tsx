import { Link } from 'react-router-dom';
import styled from 'styled-components';

/** The page behind every public auth card (login, register, password recovery, lock screen). */
export const AuthPage = styled.main`
  min-block-size: 100vh;
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space[4]};
`;

/**
 * The card itself; a `<form>` by default, `as="section"` for states without a form. A form says method="post": if
 * it is submitted before the script has taken a pre-rendered page over, what was typed (a password) is posted, never
 * put in an address, the history or a log, and the server answers with the page again.
 */
export const AuthPanel = styled.form.attrs<{ as?: unknown }>(({ as }) => (as ? {} : { method: 'post' }))`
  inline-size: min(420px, 100%);
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[6]};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

export const AuthTitle = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.xxl};
  &:focus {
    outline: none;
  }
`;

export const AuthSubtitle = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A line of links under the card's actions ("Não tem uma conta? Crie sua conta"). */
export const AuthLinks = styled.p`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** An in-app link in the kit's colours (client-side navigation through the router). */
export const TextLink = styled(Link)`
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  text-decoration: none;
  border-radius: ${({ theme }) => theme.radii.sm};
  &:hover {
    text-decoration: underline;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

/** A router link that looks like the kit's primary button (the one way out of a dead-end state). */
export const ButtonLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-block-size: 36px;
  padding-block: ${({ theme }) => theme.space[2]};
  padding-inline: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  text-decoration: none;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;
