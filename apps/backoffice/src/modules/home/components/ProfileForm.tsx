import { Alert, Button, Card, TextField } from '@retoma/ui';
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { useT } from '../../../i18n';
import { useProfileForm } from '../hooks/useProfileForm';
import { homeMessages } from '../messages';
import { PhotoField } from './PhotoField';

const Fields = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  max-inline-size: 880px;
`;
const Passwords = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    padding: 0;
    margin-block-end: ${({ theme }) => theme.space[1]};
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
/** The three password fields side by side where there is room. */
const PasswordFields = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  align-items: start;
`;
const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
`;

/** Name, photo and password of the person using the app: checked here, then by the server, each message on its field. */
export function ProfileForm() {
  const t = useT(homeMessages);
  const { values, errors, summary, pending, change, submit } = useProfileForm();
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    // A refused save takes the person to the first field to fix.
    if (summary) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [summary]);
  return (
    <Card title={t('profile.edit.title')}>
      <Fields ref={formRef} onSubmit={submit} noValidate aria-label={t('profile.edit.title')}>
        {summary && <Alert tone="danger">{summary}</Alert>}
        <TextField
          name="name"
          label={t('profile.edit.name')}
          autoComplete="name"
          isRequired
          value={values.name}
          onChange={(value) => change('name', value)}
          errorMessage={errors.name}
        />
        <PhotoField
          photo={values.photo}
          removePhoto={values.removePhoto}
          onPhotoChange={(photo) => change('photo', photo)}
          onRemovePhotoChange={(remove) => change('removePhoto', remove)}
          errorMessage={errors.avatar}
        />
        <Passwords>
          <legend>{t('profile.edit.password')}</legend>
          <p>{t('profile.edit.passwordHint')}</p>
          <PasswordFields>
            <TextField
              name="current_password"
              type="password"
              label={t('profile.edit.currentPassword')}
              autoComplete="current-password"
              value={values.current_password}
              onChange={(value) => change('current_password', value)}
              errorMessage={errors.current_password}
            />
            <TextField
              name="password"
              type="password"
              label={t('profile.edit.newPassword')}
              description={t('profile.edit.newPasswordHint')}
              autoComplete="new-password"
              value={values.password}
              onChange={(value) => change('password', value)}
              errorMessage={errors.password}
            />
            <TextField
              name="password_confirmation"
              type="password"
              label={t('profile.edit.confirmation')}
              autoComplete="new-password"
              value={values.password_confirmation}
              onChange={(value) => change('password_confirmation', value)}
              errorMessage={errors.password_confirmation}
            />
          </PasswordFields>
        </Passwords>
        <Actions>
          <Button type="submit" isPending={pending}>
            {t('profile.edit.save')}
          </Button>
        </Actions>
      </Fields>
    </Card>
  );
}
