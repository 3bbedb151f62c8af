import { ApiError, ValidationError, type CompanyData } from '@retoma/api-client';
import { companyInput } from '@retoma/api-client/schemas';
import { useToast } from '@retoma/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useSWRConfig } from 'swr';
import { useValidationMessage } from '../../../i18n';
import { useApi } from '../../../platform/api';
import { useCompanySession } from '../../../platform/companySession';
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

export type CompanyField = keyof CompanyValues;
export type CompanyErrors = Partial<Record<CompanyField, string>>;

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

/** The first control marked invalid, to take the focus after a failed save. */
const INVALID = '[aria-invalid="true"]';
const CONTROL = 'input:not([type="hidden"]), textarea, button';

/**
 * The company form: the shared schema's messages on their fields before sending, the server's 422 messages on the
 * same fields after, a summary for anything else. What was typed stays on any error; the first field in error takes
 * the focus. A save refreshes the company's data and plan (the plan shows its logo and CNPJ).
 */
export function useCompanyForm(company: CompanyData) {
  const t = useSettingsT();
  const api = useApi();
  const toast = useToast();
  const { slug } = useCompanySession();
  const { mutate } = useSWRConfig();
  const translateMessage = useValidationMessage();
  const [values, setValues] = useState<CompanyValues>(() => valuesOf(company));
  const [errors, setErrors] = useState<CompanyErrors>({});
  const [summary, setSummary] = useState<string>();
  const [pending, setPending] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const formRef = useRef<HTMLFormElement | null>(null);

  useEffect(() => {
    if (attempt === 0) return;
    const invalid = formRef.current?.querySelector<HTMLElement>(INVALID);
    const control = invalid?.matches(CONTROL) ? invalid : invalid?.querySelector<HTMLElement>(CONTROL);
    control?.focus();
  }, [attempt]);

  const isField = (name: string): name is CompanyField => name === 'logo' || Object.hasOwn(values, name);

  function show(messages: Record<string, string>, fallback?: string) {
    const onFields: CompanyErrors = {};
    const elsewhere: string[] = [];
    for (const [name, message] of Object.entries(messages)) {
      if (isField(name)) onFields[name] ??= message;
      else elsewhere.push(message);
    }
    setErrors(onFields);
    setSummary(elsewhere.length > 0 ? elsewhere.join(' ') : fallback);
    setAttempt((count) => count + 1);
  }

  /** Writes fields; their messages go (they were about the previous values). */
  function update(changes: Partial<CompanyValues>) {
    setValues((current) => ({ ...current, ...changes }));
    setErrors((current) => {
      const next = { ...current };
      for (const field of Object.keys(changes) as CompanyField[]) delete next[field];
      return next;
    });
  }

  const set =
    <K extends CompanyField>(field: K) =>
    (value: CompanyValues[K]) =>
      update({ [field]: value } as Partial<CompanyValues>);

  /** A message of the form's own (a logo of the wrong type or size, found before anything is sent). */
  const flag = (field: CompanyField, message: string | undefined) => setErrors((current) => ({ ...current, [field]: message }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    formRef.current = event.currentTarget;
    const checked = companyInput.safeParse(values);
    if (!checked.success) {
      const messages: Record<string, string> = {};
      for (const issue of checked.error.issues) messages[String(issue.path[0] ?? '')] ??= translateMessage(issue.message);
      show(messages);
      return;
    }
    setPending(true);
    setSummary(undefined);
    try {
      const saved = await api.settings.updateMyCompany(checked.data);
      await mutate([slug, 'my_company'], saved, { revalidate: false });
      void mutate([slug, 'my_plan']);
      // The logo now has its address: the next save keeps it unless another is chosen.
      setValues(valuesOf(saved));
      toast.success(t('settings.company.saved'));
    } catch (error) {
      if (error instanceof ValidationError) show(error.fieldMessages(), error.message);
      else if (error instanceof ApiError) show({}, error.message);
      else show({}, t('settings.company.saveFailed'));
    } finally {
      setPending(false);
    }
  }

  return { values, set, update, flag, errors, summary, pending, submit };
}
