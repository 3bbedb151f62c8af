import {
  ApiError,
  SessionChangedError,
  ValidationError,
  type ComissaoTipo,
  type Conquista,
  type PerfilConquista,
} from '@retoma/api-client';
import { conquistaInput, type ConquistaInput } from '@retoma/api-client/schemas';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useValidationMessage } from '../../../i18n';
import { useApi } from '../../../platform/api';
import { badgeProblem, readAsDataUrl } from '../lib/badge';
import { useAchievementsT } from '../messages';

/** What the form holds while it is filled: the chosen badge is read only when the form is sent. */
export interface AchievementFormValues {
  kind: 'global' | 'produto';
  produto_id: number | null;
  nome: string;
  descricao: string;
  ativo: boolean;
  perfil: PerfilConquista;
  tipo: ComissaoTipo;
  valor: number | null;
  porcentagem: number | null;
  quantidade: number | null;
  /** A new badge chosen on this device. */
  badge: File | null;
  /** Remove the current badge (when no new one is chosen). */
  removeBadge: boolean;
}

/** The fields as the API names them: the server's 422 messages land on them. */
export const ACHIEVEMENT_FIELDS = [
  'global',
  'produto_id',
  'nome',
  'descricao',
  'ativo',
  'perfil',
  'tipo',
  'valor',
  'porcentagem',
  'quantidade',
  'imagem',
] as const;
export type AchievementField = (typeof ACHIEVEMENT_FIELDS)[number];
export type AchievementErrors = Partial<Record<AchievementField, string>>;

/** Which field a value of the form is shown under (the badge's two controls share the API's `imagem`). */
const FIELD_OF: Record<keyof AchievementFormValues, AchievementField> = {
  kind: 'global',
  produto_id: 'produto_id',
  nome: 'nome',
  descricao: 'descricao',
  ativo: 'ativo',
  perfil: 'perfil',
  tipo: 'tipo',
  valor: 'valor',
  porcentagem: 'porcentagem',
  quantidade: 'quantidade',
  badge: 'imagem',
  removeBadge: 'imagem',
};
const isField = (name: string): name is AchievementField => (ACHIEVEMENT_FIELDS as readonly string[]).includes(name);

export const initialValues = (record?: Conquista): AchievementFormValues => ({
  kind: record && !record.global ? 'produto' : 'global',
  produto_id: record?.produto_id ?? null,
  nome: record?.nome ?? '',
  descricao: record?.descricao ?? '',
  ativo: record?.ativo ?? true,
  perfil: record?.perfil ?? 'atendente',
  tipo: record?.tipo ?? 'valor',
  valor: record?.valor ?? null,
  porcentagem: record?.porcentagem ?? null,
  quantidade: record?.quantidade ?? null,
  badge: null,
  removeBadge: false,
});

/** A number field left empty reads as NaN: the API's "inform it" message, not "invalid". */
const present = (value: number | null) => (value === null || Number.isNaN(value) ? null : value);

/** The input the API takes; `imagem` is the read badge, null to remove it, undefined to keep it. */
function toInput(values: AchievementFormValues, imagem: string | null | undefined): ConquistaInput {
  return {
    global: values.kind === 'global',
    produto_id: values.kind === 'produto' ? values.produto_id : null,
    nome: values.nome,
    descricao: values.descricao.trim() || null,
    ativo: values.ativo,
    perfil: values.perfil,
    tipo: values.tipo,
    valor: values.tipo === 'valor' ? present(values.valor) : null,
    porcentagem: values.tipo === 'percentual' ? present(values.porcentagem) : null,
    quantidade: present(values.quantidade) ?? undefined,
    ...(imagem !== undefined ? { imagem } : {}),
  } as ConquistaInput;
}

/** The schema's own messages (pt, translated like its others) for a product or an amount not chosen yet. */
function missingChoices(input: ConquistaInput): Record<string, string> {
  const missing: Record<string, string> = {};
  if (!input.global && !input.produto_id) missing.produto_id = 'Selecione o produto da conquista.';
  if (input.tipo === 'valor' && input.valor == null) missing.valor = 'Informe o aumento em reais.';
  if (input.tipo === 'percentual' && input.porcentagem == null) missing.porcentagem = 'Informe o aumento percentual.';
  return missing;
}

const INVALID = '[aria-invalid="true"]';
const CONTROL = 'input:not([type="hidden"]), textarea, button';

/**
 * The achievement form: the badge's type and size checked on choosing, the whole input checked with the API's
 * own schema before sending (the badge's bytes too), the server's 422 messages on their fields after, nothing
 * typed lost, and the first field in error focused.
 */
export function useAchievementForm({ record, onSaved }: { record?: Conquista; onSaved: (saved: Conquista) => void }) {
  const t = useAchievementsT();
  const api = useApi();
  const translateMessage = useValidationMessage();
  const [values, setValues] = useState<AchievementFormValues>(() => initialValues(record));
  const [errors, setErrors] = useState<AchievementErrors>({});
  const [summary, setSummary] = useState<string>();
  const [pending, setPending] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const formRef = useRef<HTMLFormElement | null>(null);

  useEffect(() => {
    if (attempt === 0) return;
    // The kit's file field marks itself with `data-invalid` (it has no input of its own to carry `aria-invalid`).
    const invalid = formRef.current?.querySelector<HTMLElement>(`${INVALID}, [data-invalid]`);
    // Inside a field, the control its message describes (not, say, a drop zone's own button).
    const control = invalid?.matches(CONTROL)
      ? invalid
      : (invalid?.querySelector<HTMLElement>(`:is(${CONTROL})[aria-describedby]`) ?? invalid?.querySelector<HTMLElement>(CONTROL));
    control?.focus();
  }, [attempt]);

  /** Puts each message on its field; those of fields this form does not show go to the summary. */
  function show(messages: Record<string, string>, fallback?: string) {
    const onFields: AchievementErrors = {};
    const elsewhere: string[] = [];
    for (const [name, message] of Object.entries(messages)) {
      if (isField(name)) onFields[name] ??= message;
      else elsewhere.push(message);
    }
    setErrors(onFields);
    setSummary(elsewhere.length > 0 ? elsewhere.join(' ') : (fallback ?? t('achievements.form.fixErrors')));
    setAttempt((count) => count + 1);
  }

  function change<K extends keyof AchievementFormValues>(field: K, value: AchievementFormValues[K]) {
    setValues((current) => ({ ...current, [field]: value }));
    const problem = field === 'badge' && value instanceof File ? badgeProblem(value) : null;
    // The message was about the previous value; a badge that cannot go says so as soon as it is chosen.
    setErrors((current) => ({ ...current, [FIELD_OF[field]]: problem ? t(problem) : undefined }));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    formRef.current = event.currentTarget;
    const problem = values.badge ? badgeProblem(values.badge) : null;
    if (problem) return show({ imagem: t(problem) });
    setPending(true);
    setSummary(undefined);
    try {
      const imagem = values.badge ? await readAsDataUrl(values.badge) : values.removeBadge ? null : undefined;
      const input = toInput(values, imagem);
      const checked = conquistaInput.safeParse(input);
      if (!checked.success) {
        const messages: Record<string, string> = {};
        for (const issue of checked.error.issues) messages[String(issue.path[0] ?? '')] ??= translateMessage(issue.message);
        // The schema checks the product and the amount only once every field has its type: say it all at once.
        for (const [field, message] of Object.entries(missingChoices(input))) messages[field] ??= translateMessage(message);
        return show(messages);
      }
      const saved = record ? await api.settings.conquistas.update(record.id, input) : await api.settings.conquistas.create(input);
      setErrors({});
      onSaved(saved);
    } catch (error) {
      if (error instanceof SessionChangedError) return;
      if (error instanceof ValidationError) show(error.fieldMessages(), error.message);
      else if (error instanceof ApiError) show({}, error.message);
      else show({}, t('achievements.form.saveFailed'));
    } finally {
      setPending(false);
    }
  }

  return { values, errors, summary, pending, change, submit };
}
