import { AVATAR_MAX_BYTES, AVATAR_TYPES } from '@retoma/api-client/schemas';
import { Button, FileInput } from '@retoma/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { useSettingsT } from '../messages';

const Current = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  img {
    max-inline-size: 160px;
    max-block-size: 64px;
    object-fit: contain;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.sm};
    padding: ${({ theme }) => theme.space[1]};
    background: ${({ theme }) => theme.colors.surface};
  }
`;
const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('unreadable')));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsDataURL(file);
  });

export interface LogoFieldProps {
  /** The address of the logo the company has now (null: none). */
  current: string | null;
  /** A new logo (`data:` URL), null to remove it, undefined to keep it. */
  value: string | null | undefined;
  onChange: (value: string | null | undefined) => void;
  /** The form's or the server's message for the field. */
  errorMessage?: string;
  /** A message found here, before anything is sent (wrong type, too large). */
  onInvalid: (message: string | undefined) => void;
  isDisabled?: boolean;
}

/**
 * The company's logo: the current one with a way to remove it, and a new one chosen or dropped. Its type and size
 * are checked here, on the field, before anything is sent; the server checks them again (the bytes, not the name).
 */
export function LogoField({ current, value, onChange, errorMessage, onInvalid, isDisabled }: LogoFieldProps) {
  const t = useSettingsT();
  const [files, setFiles] = useState<File[]>([]);

  const choose = async (chosen: File[]) => {
    setFiles(chosen);
    const file = chosen[0];
    if (!file) {
      onInvalid(undefined);
      onChange(undefined);
      return;
    }
    if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return onInvalid(t('settings.company.logoType'));
    if (file.size > AVATAR_MAX_BYTES) return onInvalid(t('settings.company.logoSize'));
    onInvalid(undefined);
    onChange(await readAsDataUrl(file));
  };

  return (
    <>
      {current && value === undefined && files.length === 0 && (
        <Current>
          <img src={current} alt={t('settings.company.logoCurrent')} />
          {!isDisabled && (
            <Button variant="secondary" size="sm" onPress={() => onChange(null)}>
              {t('settings.company.logoRemove')}
            </Button>
          )}
        </Current>
      )}
      {value === null && <Note role="status">{t('settings.company.logoRemoved')}</Note>}
      <FileInput
        label={t('settings.company.logo')}
        description={t('settings.company.logoHint')}
        errorMessage={errorMessage}
        value={files}
        onChange={(chosen) => void choose(chosen)}
        isDisabled={isDisabled}
        buttonLabel={t('settings.company.logoChoose')}
        dropLabel={t('settings.company.logoDrop')}
        removeLabel={(name) => t('settings.company.fileRemove', { name })}
        previewLabel={(name) => t('settings.company.filePreview', { name })}
      />
    </>
  );
}
