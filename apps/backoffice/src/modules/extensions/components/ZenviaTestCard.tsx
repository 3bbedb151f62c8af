import { Alert, Button, Card, Form, TextField } from '@retoma/ui';
import styled from 'styled-components';
import { useZenviaTest } from '../hooks/useZenviaTest';
import { useExtensionsT } from '../messages';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[3]};
  & > :first-child {
    flex: 1 1 260px;
    max-inline-size: 360px;
  }
`;
const Intro = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;
const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

/**
 * One SMS through the saved account, to a number the person types: the provider's acceptance or its refusal in its
 * own words. Only with an account saved (the test uses the stored token, never one typed here).
 */
export function ZenviaTestCard({ configured }: { configured: boolean }) {
  const t = useExtensionsT();
  const { values, set, errors, summary, pending, submit, result } = useZenviaTest();
  return (
    <Card title={t('extensions.zenvia.test.title')}>
      <Stack>
        <Intro>{t(configured ? 'extensions.zenvia.test.intro' : 'extensions.zenvia.test.needsAccount')}</Intro>
        <Form onSubmit={(event) => void submit(event)} errorSummary={summary}>
          <Row>
            <TextField
              name="telefone"
              type="tel"
              inputMode="numeric"
              autoComplete="off"
              label={t('extensions.zenvia.test.phone')}
              description={t('extensions.zenvia.test.phoneHint')}
              value={values.telefone}
              onChange={(typed) => set('telefone')(typed.replace(/\D/g, '').slice(0, 15))}
              errorMessage={errors.telefone}
              isDisabled={!configured}
            />
            <Button type="submit" variant="secondary" isPending={pending} isDisabled={!configured}>
              {t('extensions.zenvia.test.send')}
            </Button>
          </Row>
        </Form>
        {result && <Alert tone="success">{t('extensions.zenvia.test.sent', { phone: result.telefone, id: result.mensagem_id })}</Alert>}
      </Stack>
    </Card>
  );
}
