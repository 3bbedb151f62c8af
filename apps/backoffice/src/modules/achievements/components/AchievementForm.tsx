import type { ComissaoTipo, Conquista, ConquistaLimite, PerfilConquista } from '@retoma/api-client';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  Form,
  FormActions,
  MoneyField,
  NumberField,
  RadioGroup,
  Select,
  TextArea,
  TextField,
  useUiLocale,
} from '@retoma/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { pluralKey } from '../../../i18n';
import { useAchievementForm } from '../hooks/useAchievementForm';
import { useProductOptions } from '../hooks/useAchievement';
import { describeRule } from '../lib/rule';
import { useAchievementsT } from '../messages';
import { BadgeField } from './BadgeField';
import { isFull } from './PlanLimit';
import { FieldStack } from '../../../platform/formLayout';

const Sections = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  max-inline-size: 880px;
`;
const Pair = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  gap: ${({ theme }) => theme.space[4]};
  align-items: start;
`;
const Summary = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const PERFIS: readonly PerfilConquista[] = ['atendente', 'responsavel'];
const TIPOS: readonly ComissaoTipo[] = ['valor', 'percentual'];
const oneOf =
  <T extends string>(options: readonly T[]) =>
  (value: string): value is T =>
    (options as readonly string[]).includes(value);
const isPerfil = oneOf(PERFIS);
const isTipo = oneOf(TIPOS);
const isKind = oneOf(['global', 'produto'] as const);

export interface AchievementFormProps {
  /** The achievement being edited; a new one when absent. */
  record?: Conquista;
  /** The plan's room, to warn before the server refuses one more active achievement. */
  limit?: ConquistaLimite;
  onSaved: (saved: Conquista) => void;
  onCancel: () => void;
  /** Extra actions beside Cancel and Save (deleting, on the edit page). */
  extraActions?: ReactNode;
}

/**
 * An achievement: which sales count (any product's or one product's), its name, description and active flag; the
 * rule (who earns, the bonus, how many sales) with the rule in words as it is filled; and the badge.
 */
export function AchievementForm({ record, limit, onSaved, onCancel, extraActions }: AchievementFormProps) {
  const t = useAchievementsT();
  const locale = useUiLocale();
  const products = useProductOptions();
  const { values, errors, summary, pending, change, submit } = useAchievementForm({ record, onSaved });
  const productName = products.data?.find((option) => option.id === values.produto_id)?.label ?? record?.produto?.nome ?? null;
  const rule = describeRule(
    {
      ...values,
      produto: values.kind === 'global' ? null : (productName ?? t('achievements.rule.someProduct')),
      quantidade: values.quantidade === null || Number.isNaN(values.quantidade) ? null : values.quantidade,
    },
    t,
    locale,
  );
  // Turning one on takes a slot only when it was not active already.
  const takesSlot = values.ativo && !record?.ativo && isFull(limit);

  return (
    <Form onSubmit={submit} errorSummary={summary} validationBehavior="aria" aria-label={t('achievements.form.main')}>
      <Sections>
        <Card title={t('achievements.form.main')}>
          <FieldStack>
            <RadioGroup
              name="global"
              label={t('achievements.form.kind')}
              orientation="horizontal"
              isRequired
              value={values.kind}
              onChange={(value) => isKind(value) && change('kind', value)}
              errorMessage={errors.global}
              options={[
                { value: 'global', label: t('achievements.form.kindGlobal'), description: t('achievements.form.kindGlobalHint') },
                { value: 'produto', label: t('achievements.form.kindProduct'), description: t('achievements.form.kindProductHint') },
              ]}
            />
            {values.kind === 'produto' && (
              <Select
                name="produto_id"
                label={t('achievements.form.product')}
                options={products.data ?? []}
                placeholder={t('achievements.form.choose')}
                emptyText={t('achievements.form.noProducts')}
                isRequired
                value={values.produto_id}
                onChange={(key) => change('produto_id', typeof key === 'number' ? key : key === null ? null : Number(key))}
                errorMessage={errors.produto_id}
              />
            )}
            <TextField
              name="nome"
              label={t('achievements.form.name')}
              isRequired
              maxLength={120}
              value={values.nome}
              onChange={(value) => change('nome', value)}
              errorMessage={errors.nome}
            />
            <TextArea
              name="descricao"
              label={t('achievements.form.description')}
              description={t('achievements.form.descriptionHint')}
              rows={3}
              maxLength={500}
              value={values.descricao}
              onChange={(value) => change('descricao', value)}
              errorMessage={errors.descricao}
            />
            <Checkbox
              name="ativo"
              description={t('achievements.form.activeHint')}
              isSelected={values.ativo}
              onChange={(on) => change('ativo', on)}
              errorMessage={errors.ativo}
            >
              {t('achievements.form.active')}
            </Checkbox>
            {takesSlot && !errors.ativo && limit?.maximo != null && (
              <Alert tone="warning">
                {t(pluralKey(locale, limit.maximo, { one: 'achievements.form.limitFullOne', other: 'achievements.form.limitFullOther' }), {
                  maximo: limit.maximo,
                })}
              </Alert>
            )}
          </FieldStack>
        </Card>
        <Card title={t('achievements.form.rule')}>
          <FieldStack>
            <RadioGroup
              name="perfil"
              label={t('achievements.form.perfil')}
              orientation="horizontal"
              isRequired
              value={values.perfil}
              onChange={(value) => isPerfil(value) && change('perfil', value)}
              errorMessage={errors.perfil}
              options={[
                {
                  value: 'atendente',
                  label: t('achievements.form.perfilAtendente'),
                  description: t('achievements.form.perfilAtendenteHint'),
                },
                {
                  value: 'responsavel',
                  label: t('achievements.form.perfilResponsavel'),
                  description: t('achievements.form.perfilResponsavelHint'),
                },
              ]}
            />
            <RadioGroup
              name="tipo"
              label={t('achievements.form.tipo')}
              orientation="horizontal"
              isRequired
              value={values.tipo}
              onChange={(value) => isTipo(value) && change('tipo', value)}
              errorMessage={errors.tipo}
              options={[
                { value: 'valor', label: t('achievements.form.tipoValor') },
                { value: 'percentual', label: t('achievements.form.tipoPercentual') },
              ]}
            />
            <Pair>
              {values.tipo === 'valor' ? (
                <MoneyField
                  name="valor"
                  label={t('achievements.form.valor')}
                  description={t('achievements.form.valorHint')}
                  isRequired
                  value={values.valor}
                  onChange={(value) => change('valor', value)}
                  errorMessage={errors.valor}
                />
              ) : (
                <NumberField
                  name="porcentagem"
                  label={t('achievements.form.porcentagem')}
                  description={t('achievements.form.porcentagemHint')}
                  isRequired
                  minValue={0}
                  maxValue={100}
                  step={0.01}
                  hideStepper
                  formatOptions={{ maximumFractionDigits: 2 }}
                  value={values.porcentagem ?? Number.NaN}
                  onChange={(value) => change('porcentagem', Number.isNaN(value) ? null : value)}
                  errorMessage={errors.porcentagem}
                />
              )}
              <NumberField
                name="quantidade"
                label={t('achievements.form.quantidade')}
                description={t('achievements.form.quantidadeHint')}
                isRequired
                minValue={1}
                maxValue={100_000}
                hideStepper
                formatOptions={{ maximumFractionDigits: 0 }}
                value={values.quantidade ?? Number.NaN}
                onChange={(value) => change('quantidade', Number.isNaN(value) ? null : value)}
                errorMessage={errors.quantidade}
              />
            </Pair>
            <div>
              <strong id="achievement-rule-summary">{t('achievements.form.summary')}</strong>
              <Summary aria-labelledby="achievement-rule-summary" role="note">
                {rule}
              </Summary>
            </div>
          </FieldStack>
        </Card>
        <Card title={t('achievements.form.badgeSection')}>
          <BadgeField
            current={record?.imagem ?? null}
            name={values.nome}
            badge={values.badge}
            removeBadge={values.removeBadge}
            onBadgeChange={(badge) => change('badge', badge)}
            onRemoveBadgeChange={(remove) => change('removeBadge', remove)}
            errorMessage={errors.imagem}
          />
        </Card>
        <FormActions>
          {extraActions}
          <Button variant="secondary" onPress={onCancel} isDisabled={pending}>
            {t('achievements.cancel')}
          </Button>
          <Button type="submit" isPending={pending}>
            {t('achievements.form.save')}
          </Button>
        </FormActions>
      </Sections>
    </Form>
  );
}
