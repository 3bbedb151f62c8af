import { AVATAR_TYPES } from '@retoma/api-client/schemas';
import { Avatar, Checkbox, FileInput } from '@retoma/ui';
import styled from 'styled-components';
import { useCompanySession } from '../../../platform/companySession';
import { useT } from '../../../i18n';
import { homeMessages } from '../messages';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[4]};
  > :last-child {
    flex: 1 1 280px;
  }
`;
const Current = styled.figure`
  margin: 0;
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space[2]};
  figcaption {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
`;

export interface PhotoFieldProps {
  photo: File | null;
  removePhoto: boolean;
  onPhotoChange: (photo: File | null) => void;
  onRemovePhotoChange: (remove: boolean) => void;
  errorMessage?: string;
}

/** The current photo (or initials), a new one to upload, and — when there is a photo — the choice to remove it. */
export function PhotoField({ photo, removePhoto, onPhotoChange, onRemovePhotoChange, errorMessage }: PhotoFieldProps) {
  const t = useT(homeMessages);
  const { user } = useCompanySession();
  return (
    <Row>
      <Current>
        <Avatar name={user.name} src={removePhoto ? null : user.avatar} size="xl" decorative />
        <figcaption>{t('profile.edit.currentPhoto')}</figcaption>
      </Current>
      <div>
        <FileInput
          label={t('profile.edit.photo')}
          description={t('profile.edit.photoHint')}
          accept={AVATAR_TYPES}
          value={photo ? [photo] : []}
          onChange={(files) => onPhotoChange(files[0] ?? null)}
          errorMessage={errorMessage}
          buttonLabel={t('profile.edit.choosePhoto')}
          dropLabel={t('profile.edit.dropPhoto')}
          removeLabel={(name) => t('profile.edit.removeFile', { name })}
          previewLabel={(name) => t('profile.edit.previewFile', { name })}
        />
        {user.avatar !== null && !photo && (
          <Checkbox isSelected={removePhoto} onChange={onRemovePhotoChange}>
            {t('profile.edit.removePhoto')}
          </Checkbox>
        )}
      </div>
    </Row>
  );
}
