import type { Produto } from '@retoma/api-client';
import { produtoInput } from '@retoma/api-client/schemas';
import { Button, Card, Form, FormActions, Link, MoneyField, Select, Switch, TextField, useToast } from '@retoma/ui';
import styled from 'styled-components';
import { useApi } from '../../../platform/api';
import { useAllowedHref } from '../../../platform/links';
import { useCatalogT } from '../messages';
import { useContaOptions } from '../hooks/useCatalogData';
import { useServerForm } from '../../../platform/useServerForm';
import { ColorField, PRODUCT_COLORS } from './ColorField';
import { ComissaoFields } from './ComissaoFields';
import { ProdutoLinks } from './ProdutoLinks';
import { UpsellField } from './UpsellField';
import { FieldPair } from '../../../platform/formLayout';

const Sections = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

export interface ProdutoFormProps {
  /** The product being edited; a new one when absent. */
  produto?: Produto;
  onSaved: () => void;
  onCancel: () => void;
}

/**
 * A product: its account and the platform's id for it, price, colour, commission and upsells; on an existing one,
 * its sales links. The server's messages (a platform id already used, a commission above the price) land on their
 * fields, and nothing typed is lost.
 */
export function ProdutoForm({ produto, onSaved, onCancel }: ProdutoFormProps) {
  const t = useCatalogT();
  const api = useApi();
  const toast = useToast();
  const contas = useContaOptions();
  const allowedHref = useAllowedHref();
  const manageLinks = produto ? allowedHref('links-produto', { id: produto.id }) : null;
  const form = useServerForm({
    saveFailed: t('catalog.form.saveFailed'),
    initial: {
      status: produto ? produto.status === 1 : true,
      nome: produto?.nome ?? '',
      conta_id: produto?.conta_id ?? 0,
      preco: produto?.preco ?? (null as number | null),
      cod_produto: produto?.cod_produto ?? '',
      checkout: produto?.checkout ?? '',
      cor: produto?.cor ?? PRODUCT_COLORS[4],
      hab_comissao: produto?.hab_comissao ?? false,
      comissao_modo: produto?.comissao_modo ?? null,
      comissao_tipo: produto?.comissao_tipo ?? null,
      comissao_insercao: produto?.comissao_insercao ?? null,
      comissao_atendimento: produto?.comissao_atendimento ?? null,
      integracao: produto?.integracao ?? true,
      upsellers: produto?.upsellers.map((upsell) => upsell.id) ?? [],
    },
    schema: produtoInput,
    save: (input) => (produto ? api.settings.produtos.update(produto.id, input) : api.settings.produtos.create(input)),
    onSaved: () => {
      toast.success(t(produto ? 'catalog.produtoForm.updated' : 'catalog.produtoForm.created'));
      onSaved();
    },
  });
  const { values, errors, set } = form;
  const conta = contas.data?.find((one) => one.id === values.conta_id);
  const checkoutBase = conta?.integracao.checkout_base;

  return (
    <Form onSubmit={form.submit} errorSummary={form.summary} validationBehavior="aria">
      <Sections>
        <Card title={t('catalog.produtoForm.product')}>
          <Sections>
            <Switch isSelected={values.status} onChange={set('status')}>
              {t('catalog.produtoForm.active')}
            </Switch>
            <TextField
              name="nome"
              label={t('catalog.produtoForm.nome')}
              isRequired
              value={values.nome}
              onChange={set('nome')}
              errorMessage={errors.nome}
            />
            <FieldPair>
              <Select
                name="conta_id"
                label={t('catalog.produtoForm.conta')}
                isRequired
                placeholder={t('catalog.produtoForm.contaPlaceholder')}
                emptyText={t('catalog.produtoForm.contaNone')}
                options={(contas.data ?? []).map((one) => ({ id: one.id, label: one.nome, description: one.integracao.descricao }))}
                selectedKey={values.conta_id || null}
                onSelectionChange={(key) => set('conta_id')(Number(key))}
                errorMessage={errors.conta_id ?? (contas.error ? t('catalog.produtoForm.contasFailed') : undefined)}
              />
              <TextField
                name="cod_produto"
                label={t('catalog.produtoForm.codProduto')}
                description={t('catalog.produtoForm.codProdutoHint', { platform: conta?.integracao.descricao ?? 'Hotmart' })}
                isRequired
                value={values.cod_produto}
                onChange={set('cod_produto')}
                errorMessage={errors.cod_produto}
              />
            </FieldPair>
            <FieldPair>
              <MoneyField
                name="preco"
                label={t('catalog.produtoForm.preco')}
                isRequired
                value={values.preco}
                onChange={set('preco')}
                errorMessage={errors.preco}
              />
              <TextField
                name="checkout"
                label={t('catalog.produtoForm.checkout')}
                description={
                  checkoutBase
                    ? t('catalog.produtoForm.checkoutPreview', { url: `${checkoutBase}${values.checkout || '…'}` })
                    : t('catalog.produtoForm.checkoutHint')
                }
                value={values.checkout}
                onChange={set('checkout')}
                errorMessage={errors.checkout}
              />
            </FieldPair>
            <ColorField value={values.cor} onChange={set('cor')} errorMessage={errors.cor} />
            <Switch isSelected={values.integracao} onChange={set('integracao')} description={t('catalog.produtoForm.integracaoHint')}>
              {t('catalog.produtoForm.integracao')}
            </Switch>
          </Sections>
        </Card>
        <Card title={t('catalog.produtoForm.comissao')}>
          <ComissaoFields values={values} errors={errors} onChange={form.patch} />
        </Card>
        <Card title={t('catalog.produtoForm.upsellTitle')}>
          <UpsellField selfId={produto?.id} value={values.upsellers} onChange={set('upsellers')} errorMessage={errors.upsellers} />
        </Card>
        {produto && (
          <Card
            title={t('catalog.produtoForm.links')}
            subtitle={t('catalog.produtoForm.linksHint')}
            actions={manageLinks && <Link href={manageLinks}>{t('catalog.produtoForm.manageLinks')}</Link>}
          >
            <ProdutoLinks produtoId={produto.id} />
          </Card>
        )}
        <FormActions>
          <Button variant="secondary" onPress={onCancel} isDisabled={form.pending}>
            {t('catalog.form.cancel')}
          </Button>
          <Button type="submit" isPending={form.pending}>
            {t('catalog.form.save')}
          </Button>
        </FormActions>
      </Sections>
    </Form>
  );
}
