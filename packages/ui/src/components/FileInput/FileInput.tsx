import { useEffect, useId, useState } from 'react';
import { FileTrigger, type DropItem } from 'react-aria-components';
import { useUiLocale } from '../../provider/useUiLocale';
import { Button } from '../Button';
import { IconButton } from '../IconButton';
import { CloseGlyph, FileGlyph, UploadGlyph } from '../IconButton/glyphs';
import { ErrorText, FileMeta, FileRow, Files, Help, Root, Thumb, Title, Zone } from './FileInput.styles';
import { formatFileSize, isImage, matchesAccept } from './files';
import type { StyleProps } from '../styleProps';

export interface FileInputProps extends StyleProps {
  label: string;
  description?: string;
  /** A message from the server or the form; shown under the field and marks it invalid. */
  errorMessage?: string;
  /** MIME types or extensions, as in `<input accept>`: `['image/*', '.pdf']`. */
  accept?: readonly string[];
  allowsMultiple?: boolean;
  /** The chosen files (controlled), or the initial ones. */
  value?: readonly File[];
  defaultValue?: readonly File[];
  onChange?: (files: File[]) => void;
  isDisabled?: boolean;
  /** Texts; Portuguese defaults. */
  buttonLabel?: string;
  dropLabel?: string;
  removeLabel?: (fileName: string) => string;
  previewLabel?: (fileName: string) => string;
}

function Preview({ file, alt }: { file: File; alt: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    if (!isImage(file)) return undefined;
    const reader = new FileReader();
    reader.onload = () => setSrc(typeof reader.result === 'string' ? reader.result : null);
    reader.readAsDataURL(file);
    return () => reader.abort();
  }, [file]);
  return <Thumb>{src ? <img src={src} alt={alt} /> : <FileGlyph size={20} />}</Thumb>;
}

async function filesFromDrop(items: DropItem[]): Promise<File[]> {
  const files: File[] = [];
  for (const item of items) if (item.kind === 'file') files.push(await item.getFile());
  return files;
}

/**
 * Choose files with a button or by dropping them; each chosen file is listed with its size, a preview when it
 * is an image, and a button to remove it. The files are handed over in `onChange` for the screen to upload.
 */
export function FileInput({
  label,
  description,
  errorMessage,
  accept,
  allowsMultiple = false,
  value,
  defaultValue = [],
  onChange,
  isDisabled = false,
  buttonLabel = allowsMultiple ? 'Selecionar arquivos' : 'Selecionar arquivo',
  dropLabel = 'ou arraste e solte aqui',
  removeLabel = (name) => `Remover ${name}`,
  previewLabel = (name) => `Pré-visualização de ${name}`,
  className,
  style,
}: FileInputProps) {
  const locale = useUiLocale();
  const id = useId();
  const [uncontrolled, setUncontrolled] = useState<readonly File[]>(defaultValue);
  const files = value ?? uncontrolled;

  const update = (next: File[]) => {
    setUncontrolled(next);
    onChange?.(next);
  };
  const add = (incoming: File[]) => {
    const accepted = incoming.filter((file) => matchesAccept(file, accept));
    if (accepted.length === 0) return;
    update(allowsMultiple ? [...files, ...accepted] : accepted.slice(0, 1));
  };

  const describedBy = [description && `${id}-description`, errorMessage && `${id}-error`].filter(Boolean).join(' ') || undefined;

  return (
    <Root data-invalid={errorMessage ? true : undefined} data-disabled={isDisabled || undefined} className={className} style={style}>
      <Title id={`${id}-label`}>{label}</Title>
      <Zone
        isDisabled={isDisabled}
        aria-label={`${label}: ${dropLabel}`}
        getDropOperation={() => (isDisabled ? 'cancel' : 'copy')}
        onDrop={async (event) => add(await filesFromDrop(event.items))}
      >
        <UploadGlyph size={20} />
        <FileTrigger acceptedFileTypes={accept} allowsMultiple={allowsMultiple} onSelect={(list) => add(list ? [...list] : [])}>
          <Button
            variant="secondary"
            size="sm"
            isDisabled={isDisabled}
            aria-labelledby={`${id}-label ${id}-button`}
            id={`${id}-button`}
            aria-describedby={describedBy}
          >
            {buttonLabel}
          </Button>
        </FileTrigger>
        <span>{dropLabel}</span>
      </Zone>
      {description && <Help id={`${id}-description`}>{description}</Help>}
      {errorMessage && <ErrorText id={`${id}-error`}>{errorMessage}</ErrorText>}
      {files.length > 0 && (
        <Files aria-labelledby={`${id}-label`}>
          {files.map((file, index) => (
            <FileRow key={`${file.name}-${file.size}-${file.lastModified}-${index}`}>
              <Preview file={file} alt={previewLabel(file.name)} />
              <FileMeta>
                <strong>{file.name}</strong>
                {/* "20 KB" reads left to right in a right-to-left page too (not "KB 20"). */}
                <span>
                  <bdi dir="ltr">{formatFileSize(file.size, locale)}</bdi>
                </span>
              </FileMeta>
              <IconButton
                aria-label={removeLabel(file.name)}
                icon={<CloseGlyph />}
                size="sm"
                isDisabled={isDisabled}
                onPress={() => update(files.filter((_, i) => i !== index))}
              />
            </FileRow>
          ))}
        </Files>
      )}
    </Root>
  );
}
