import type { Link } from '@retoma/api-client';
import { linkInput } from '@retoma/api-client/schemas';
import { Button, Card, Checkbox, Form, FormActions, NumberField, TextField, useToast } from '@retoma/ui';
import styled from 'styled-components';
import { useApi } from '../../../platform/api';
import { useSalesLinksT, type SalesLinksKey } from '../messages';
import { useServerForm } from '../../../platform/useServerForm';

const Options = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    margin-block-end: ${({ theme }) => theme.space[2]};
    font-weight: 600;
  }
`;
const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  ${({ theme }) => theme.media.up('md')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

/** The payment options of an offer on the platform's checkout, as switches of the form. */
const PAYMENT_OPTIONS = [
  ['boleto', 'salesLinks.form.boleto'],
  ['paypal', 'salesLinks.form.paypal'],
  ['debito', 'salesLinks.form.debito'],
  ['two_cart', 'salesLinks.form.twoCart'],
  ['builder', 'salesLinks.form.builder'],
] as const satisfies ReadonlyArray<readonly [keyof Link, SalesLinksKey]>;

export interface LinkFormProps {
  produtoId: number;
  /** The link being edited; a new one when absent. */
  record?: Link;
  onSaved: () => void;
  onCancel: () => void;
}

/**
 * A sales link: its description, the code messages name it by (`[LINK_<código>]`, unique in the company), the
 * platform's offer code and origin, installments and payment options, commission and status. Server messages
 * (a code already taken, an offer code refused) land on their fields.
 */
export function LinkForm({ produtoId, record, onSaved, onCancel }: LinkFormProps) {
  const t = useSalesLinksT();
  const api = useApi();
  const toast = useToast();
  const form = useServerForm({
    saveFailed: t('salesLinks.form.saveFailed'),
    initial: {
      descricao: record?.descricao ?? '',
      identidade: record?.identidade ?? '',
      codigo_oferta: record?.codigo_oferta ?? '',
      src: record?.src ?? 'retoma-user',
      split: record?.split ?? 1,
      boleto: record?.boleto ?? false,
      paypal: record?.paypal ?? false,
      debito: record?.debito ?? false,
      two_cart: record?.two_cart ?? false,
      builder: record?.builder ?? false,
      hab_comissao: record?.hab_comissao ?? false,
      status: record ? record.status === 1 : true,
    },
    schema: {
      // The product comes from the page's address, not from a field.
      safeParse: (values: unknown) => linkInput.safeParse({ ...(values as object), produto_id: produtoId }),
    },
    save: (input) => (record ? api.settings.links.update(record.id, input) : api.settings.links.create(input)),
    onSaved: () => {
      toast.success(t(record ? 'salesLinks.form.updated' : 'salesLinks.form.created'));
      onSaved();
    },
  });
  const { values, errors, set } = form;
  const variable = `[LINK_${values.identidade.trim().toUpperCase() || t('salesLinks.form.identidadeAuto')}]`;

  return (
    <Card>
      <Form onSubmit={form.submit} errorSummary={form.summary} validationBehavior="aria">
        <Columns>
          <TextField
            name="descricao"
            label={t('salesLinks.form.descricao')}
            description={t('salesLinks.form.descricaoHint')}
            isRequired
            maxLength={50}
            value={values.descricao}
            onChange={set('descricao')}
            errorMessage={errors.descricao}
          />
          <TextField
            name="identidade"
            label={t('salesLinks.form.identidade')}
            description={t(record ? 'salesLinks.form.identidadeEditHint' : 'salesLinks.form.identidadeHint', { variable })}
            maxLength={16}
            value={values.identidade}
            onChange={set('identidade')}
            errorMessage={errors.identidade}
          />
          <TextField
            name="codigo_oferta"
            label={t('salesLinks.form.codigoOferta')}
            description={t('salesLinks.form.codigoOfertaHint')}
            isRequired
            maxLength={64}
            value={values.codigo_oferta}
            onChange={set('codigo_oferta')}
            errorMessage={errors.codigo_oferta}
          />
          <TextField
            name="src"
            label={t('salesLinks.form.src')}
            description={t('salesLinks.form.srcHint')}
            maxLength={40}
            value={values.src}
            onChange={set('src')}
            errorMessage={errors.src}
          />
          <NumberField
            name="split"
            label={t('salesLinks.form.split')}
            description={t('salesLinks.form.splitHint')}
            minValue={1}
            maxValue={12}
            step={1}
            value={values.split}
            onChange={(value) => set('split')(Number.isNaN(value) ? 1 : value)}
            errorMessage={errors.split}
            decrementLabel={t('salesLinks.form.splitLess')}
            incrementLabel={t('salesLinks.form.splitMore')}
          />
        </Columns>
        <Options>
          <legend>{t('salesLinks.form.payment')}</legend>
          {PAYMENT_OPTIONS.map(([field, label]) => (
            <Checkbox key={field} name={field} isSelected={values[field]} onChange={set(field)} errorMessage={errors[field]}>
              {t(label)}
            </Checkbox>
          ))}
        </Options>
        <Checkbox name="hab_comissao" isSelected={values.hab_comissao} onChange={set('hab_comissao')} errorMessage={errors.hab_comissao}>
          {t('salesLinks.form.habComissao')}
        </Checkbox>
        <Checkbox name="status" isSelected={values.status} onChange={set('status')} errorMessage={errors.status}>
          {t('salesLinks.form.active')}
        </Checkbox>
        <FormActions>
          <Button variant="secondary" onPress={onCancel} isDisabled={form.pending}>
            {t('salesLinks.form.cancel')}
          </Button>
          <Button type="submit" isPending={form.pending}>
            {t('salesLinks.form.save')}
          </Button>
        </FormActions>
      </Form>
    </Card>
  );
}
