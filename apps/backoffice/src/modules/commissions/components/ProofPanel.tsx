import { ApiError, ValidationError } from '@retoma/api-client';
import { Alert, Button, Checkbox, FileInput, IconButton, SidePanel, Spinner, TextArea, TextField, useToast } from '@retoma/ui';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { useClaim } from '../hooks/useClaim';
import { useProof } from '../hooks/useProof';
import { useCommissionsT } from '../messages';
import { Section } from './ClaimFacts';
import { LeadProduct } from './LeadProduct';

const Form = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;
const Images = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  li {
    display: grid;
    justify-items: center;
    gap: ${({ theme }) => theme.space[1]};
  }
  img {
    inline-size: 120px;
    block-size: 90px;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.sm};
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const readDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

/**
 * The agent proves their own pending claim: what happened, the e-mail the lead bought with when it was another, and
 * screenshots (each attached or removed at once). Server errors show on their fields; nothing typed is lost.
 */
export function ProofPanel({ id, onClose }: { id: number; onClose: () => void }) {
  const t = useCommissionsT();
  const toast = useToast();
  const claim = useClaim(id, { mine: true });
  const proof = useProof(id, () => claim.mutate());
  const [descricao, setDescricao] = useState<string | null>(null);
  const [otherEmail, setOtherEmail] = useState<boolean | null>(null);
  const [email, setEmail] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const data = claim.data;
  const text = descricao ?? data?.descricao ?? '';
  const other = otherEmail ?? Boolean(data?.email_secundario);
  const address = email ?? data?.email_secundario ?? '';

  const failed = (error: unknown) => {
    if (error instanceof ValidationError)
      setErrors(Object.fromEntries(Object.entries(error.errors).map(([field, list]) => [field, list.join(', ')])));
    else toast.error(error instanceof ApiError ? error.message : t('commissions.proof.failed'));
  };

  async function save() {
    setSaving(true);
    setErrors({});
    try {
      await proof.save({ descricao: text, email_secundario: other ? address : null });
      toast.success(t('commissions.proof.saved'));
      onClose();
    } catch (error) {
      failed(error);
    } finally {
      setSaving(false);
    }
  }

  async function attach(files: File[]) {
    setErrors({});
    try {
      for (const file of files) await proof.attach({ imagem: await readDataUrl(file) });
      toast.success(t('commissions.proof.attached'));
    } catch (error) {
      failed(error);
    }
  }

  return (
    <SidePanel
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={t('commissions.proof.title', { id })}
      closeLabel={t('commissions.close')}
      footer={
        data && (
          <Button isPending={saving} onPress={() => void save()}>
            {t('commissions.proof.save')}
          </Button>
        )
      }
    >
      {claim.error ? (
        <Alert tone="danger">{t('commissions.claim.loadError')}</Alert>
      ) : !data ? (
        <Spinner label={t('app.loading')} showLabel />
      ) : (
        <Form>
          <LeadProduct lead={data.lead} produto={data.produto} />
          <TextArea
            label={t('commissions.proof.description')}
            value={text}
            onChange={setDescricao}
            errorMessage={errors.descricao}
            isRequired
          />
          <Checkbox isSelected={other} onChange={setOtherEmail}>
            {t('commissions.proof.otherEmail')}
          </Checkbox>
          {other && (
            <TextField
              type="email"
              label={t('commissions.proof.email')}
              description={t('commissions.proof.emailHint')}
              value={address}
              onChange={setEmail}
              errorMessage={errors.email_secundario}
            />
          )}
          <Section>
            <h3>{t('commissions.proof.images')}</h3>
            {data.anexos.length > 0 && (
              <Images>
                {data.anexos.map((anexo, index) => (
                  <li key={anexo.id}>
                    <img src={anexo.url} alt={t('commissions.claim.image', { n: index + 1 })} />
                    <IconButton
                      aria-label={t('commissions.proof.remove', { n: index + 1 })}
                      icon={<Trash2 aria-hidden size={16} />}
                      variant="danger"
                      onPress={() =>
                        void proof
                          .remove(anexo.id)
                          .then(() => toast.success(t('commissions.proof.removed')))
                          .catch(failed)
                      }
                    />
                  </li>
                ))}
              </Images>
            )}
            <FileInput
              label={t('commissions.proof.attach')}
              accept={['image/png', 'image/jpeg', 'image/webp']}
              allowsMultiple
              value={[]}
              onChange={(files) => void attach(files)}
              buttonLabel={t('commissions.proof.choose')}
              dropLabel={t('commissions.proof.drop')}
              removeLabel={(name) => t('commissions.proof.removeFile', { name })}
              errorMessage={errors.imagem}
            />
          </Section>
        </Form>
      )}
    </SidePanel>
  );
}
