import type { CompanyData } from '@retoma/api-client';
import { companyInput } from '@retoma/api-client/schemas';
import { useToast } from '@retoma/ui';
import { useSWRConfig } from 'swr';
import { useApi } from '../../../platform/api';
import { useCompanySession } from '../../../platform/companySession';
import { useServerForm } from '../../../platform/useServerForm';
import { useSettingsT } from '../messages';

/** The form's fields as typed: every text as a string; the logo as a new `data:` URL, null to remove, absent to keep. */
export interface CompanyValues {
  nome: string;
  razao_social: string;
  nome_fantasia: string;
  cnpj: string;
  email: string;
  site: string;
  descricao: string;
  rodape: string;
  cep: string;
  logradouro: string;
  numero: string;
  complemento: string;
  bairro: string;
  cidade: string;
  uf: string;
  nome_remetente: string;
  time_zone: string;
  logo?: string | null;
}

const text = (value: string | null) => value ?? '';

/** The form's starting values: the company as the server has it. */
export const valuesOf = (company: CompanyData): CompanyValues => ({
  nome: company.nome,
  razao_social: text(company.razao_social),
  nome_fantasia: text(company.nome_fantasia),
  cnpj: text(company.cnpj),
  email: text(company.email),
  site: text(company.site),
  descricao: text(company.descricao),
  rodape: text(company.rodape),
  cep: text(company.cep),
  logradouro: text(company.logradouro),
  numero: text(company.numero),
  complemento: text(company.complemento),
  bairro: text(company.bairro),
  cidade: text(company.cidade),
  uf: text(company.uf),
  nome_remetente: text(company.nome_remetente),
  time_zone: company.time_zone,
});

/**
 * The company form (`useServerForm`): a save refreshes the company's data and plan (the plan shows its logo and
 * CNPJ), and the saved logo's address becomes the value, so the next save keeps it unless another is chosen.
 */
export function useCompanyForm(company: CompanyData) {
  const t = useSettingsT();
  const api = useApi();
  const toast = useToast();
  const { slug } = useCompanySession();
  const { mutate } = useSWRConfig();
  const form = useServerForm({
    initial: () => valuesOf(company),
    schema: companyInput,
    optionalFields: ['logo'],
    saveFailed: t('settings.company.saveFailed'),
    save: (input) => api.settings.updateMyCompany(input),
    onSaved: async (saved) => {
      await mutate([slug, 'my_company'], saved, { revalidate: false });
      void mutate([slug, 'my_plan']);
      form.setValues(valuesOf(saved));
      toast.success(t('settings.company.saved'));
    },
  });
  return form;
}
