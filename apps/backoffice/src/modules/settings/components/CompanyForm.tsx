import type { CompanyData } from '@retoma/api-client';
import { isValidCnpj, UFS } from '@retoma/api-client/schemas';
import { Alert, Button, Card, Form, formatCep, formatCnpj, Select, TextField } from '@retoma/ui';
import styled from 'styled-components';
import { useCan } from '../../../platform/companySession';
import { useCepLookup, type CepLookupState } from '../hooks/useCepLookup';
import { useCompanyForm } from '../hooks/useCompanyForm';
import { useSettingsT, type SettingsMessageKey } from '../messages';
import { LogoField } from './LogoField';
import { TimeZoneField } from './TimeZoneField';

const Sections = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
`;
const Fields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 240px), 1fr));
`;
const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
`;
const Quiet = styled.p`
  margin: 0;
  grid-column: 1 / -1;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const CEP_NOTES: Partial<Record<CepLookupState, SettingsMessageKey>> = {
  looking: 'settings.company.cepLooking',
  filled: 'settings.company.cepFilled',
  notFound: 'settings.company.cepNotFound',
  offline: 'settings.company.cepOffline',
};

const UF_OPTIONS = UFS.map((uf) => ({ id: uf, label: uf }));

/**
 * The company's data: identification (CNPJ checked as it is left), address (filled from the CEP, still editable),
 * logo, the sender name of its e-mails, its time zone and the texts of its commission orders. Without the edit
 * permission the same fields are shown read-only.
 */
export function CompanyForm({ company }: { company: CompanyData }) {
  const t = useSettingsT();
  const can = useCan();
  const canEdit = can('configuracao_empresa_editar');
  const { values, set, patch, flag, errors, summary, pending, submit } = useCompanyForm(company);
  const cep = useCepLookup();

  const field = (
    name:
      | 'nome'
      | 'razao_social'
      | 'nome_fantasia'
      | 'email'
      | 'site'
      | 'logradouro'
      | 'numero'
      | 'complemento'
      | 'bairro'
      | 'cidade'
      | 'nome_remetente'
      | 'descricao'
      | 'rodape',
  ) => ({
    name,
    value: values[name],
    onChange: set(name),
    errorMessage: errors[name],
    isReadOnly: !canEdit,
  });
  const cepNote = CEP_NOTES[cep.state];

  return (
    <Form onSubmit={(event) => void submit(event)} errorSummary={summary}>
      <Sections>
        {!canEdit && <Alert tone="info">{t('settings.company.readOnly')}</Alert>}
        <Card title={t('settings.company.identity')}>
          <Fields>
            <TextField {...field('nome')} label={t('settings.company.nome')} description={t('settings.company.nomeHint')} isRequired />
            <TextField {...field('razao_social')} label={t('settings.company.razaoSocial')} isRequired />
            <TextField {...field('nome_fantasia')} label={t('settings.company.nomeFantasia')} isRequired />
            <TextField
              name="cnpj"
              label={t('settings.company.cnpj')}
              value={formatCnpj(values.cnpj)}
              onChange={(typed) => set('cnpj')(typed.replace(/\D/g, '').slice(0, 14))}
              onBlur={() => flag('cnpj', values.cnpj && !isValidCnpj(values.cnpj) ? t('settings.company.cnpjInvalid') : errors.cnpj)}
              errorMessage={errors.cnpj}
              inputMode="numeric"
              isRequired
              isReadOnly={!canEdit}
            />
            <TextField {...field('email')} type="email" label={t('settings.company.email')} isRequired />
            <TextField {...field('site')} type="url" label={t('settings.company.site')} placeholder="https://" isRequired />
          </Fields>
        </Card>
        <Card title={t('settings.company.address')}>
          <Fields>
            <TextField
              name="cep"
              label={t('settings.company.cep')}
              description={t('settings.company.cepHint')}
              value={formatCep(values.cep)}
              onChange={(typed) => {
                const digits = typed.replace(/\D/g, '').slice(0, 8);
                set('cep')(digits);
                if (digits.length === 8 && digits !== values.cep) void cep.lookup(digits).then((address) => address && patch(address));
              }}
              errorMessage={errors.cep}
              inputMode="numeric"
              isReadOnly={!canEdit}
            />
            <TextField {...field('logradouro')} label={t('settings.company.logradouro')} />
            <TextField {...field('numero')} label={t('settings.company.numero')} />
            <TextField {...field('complemento')} label={t('settings.company.complemento')} />
            <TextField {...field('bairro')} label={t('settings.company.bairro')} />
            <TextField {...field('cidade')} label={t('settings.company.cidade')} />
            <Select
              name="uf"
              label={t('settings.company.uf')}
              options={UF_OPTIONS}
              selectedKey={values.uf || null}
              onSelectionChange={(key) => set('uf')(key === null ? '' : String(key))}
              errorMessage={errors.uf}
              isDisabled={!canEdit}
            />
            {cepNote && (
              <Quiet role="status" aria-live="polite">
                {t(cepNote)}
              </Quiet>
            )}
          </Fields>
        </Card>
        <Card title={t('settings.company.logo')}>
          <LogoField
            current={company.logo}
            value={values.logo}
            onChange={set('logo')}
            errorMessage={errors.logo}
            onInvalid={(message) => flag('logo', message)}
            isDisabled={!canEdit}
          />
        </Card>
        <Card title={t('settings.company.emails')}>
          <Fields>
            <TextField {...field('nome_remetente')} label={t('settings.company.sender')} description={t('settings.company.senderHint')} />
            <TimeZoneField value={values.time_zone} onChange={set('time_zone')} errorMessage={errors.time_zone} isDisabled={!canEdit} />
          </Fields>
        </Card>
        <Card title={t('settings.company.orders')}>
          <Fields>
            <TextField {...field('descricao')} label={t('settings.company.descricao')} maxLength={20} />
            <TextField {...field('rodape')} label={t('settings.company.rodape')} maxLength={20} />
          </Fields>
        </Card>
        {canEdit && (
          <Actions>
            <Button type="submit" isPending={pending}>
              {t('settings.company.save')}
            </Button>
          </Actions>
        )}
      </Sections>
    </Form>
  );
}
