import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useErrorsT } from '../messages';

const Page = styled.main`
  min-block-size: 100vh;
  display: grid;
  place-content: center;
  text-align: center;
  gap: ${({ theme }) => theme.space[3]};
  a {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

/** `/404`: any unknown path lands here. */
export default function NotFoundScreen() {
  const t = useErrorsT();
  return (
    <Page>
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <Link to="/">{t('notFound.back')}</Link>
    </Page>
  );
}
