import type { RoleDetail } from '@retoma/api-client';
import { roleInput } from '@retoma/api-client/schemas';
import { Button, Card, Checkbox, Form, FormActions, TextField, useToast } from '@retoma/ui';
import { useCallback } from 'react';
import styled from 'styled-components';
import useSWR from 'swr';
import { useApi } from '../../../platform/api';
import { useCompanySession } from '../../../platform/companySession';
import { useServerForm } from '../../../platform/useServerForm';
import type { GrantablePermission } from '../lib/permissionGroups';
import { useTeamT } from '../messages';
import { PermissionMatrix } from './PermissionMatrix';

const Sections = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;
const Products = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
`;
const Hint = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface RoleFormProps {
  /** The role being edited; a new one when absent. */
  role?: RoleDetail;
  /** Only an administrator changes roles: anyone else sees the form read-only. */
  isReadOnly: boolean;
  onSaved: () => void;
  onCancel: () => void;
}

const grantable = (names: readonly string[]) => new Set(names.filter((name): name is GrantablePermission => name !== 'public'));

/** A role's name, the products it sees and its permission matrix; the server's messages land on their fields. */
export function RoleForm({ role, isReadOnly, onSaved, onCancel }: RoleFormProps) {
  const t = useTeamT();
  const api = useApi();
  const toast = useToast();
  const { slug } = useCompanySession();
  const products = useSWR([slug, 'selects/produtos'] as const, () => api.settings.selects.produtos());
  const form = useServerForm({
    saveFailed: t('team.form.saveFailed'),
    initial: {
      nome: role?.nome ?? '',
      full_products: role?.full_products ?? true,
      produtos: role?.produtos.map((p) => p.id) ?? [],
      permissions: grantable(role?.permissions ?? []),
    },
    schema: {
      safeParse: (values: { nome: string; full_products: boolean; produtos: number[]; permissions: Set<GrantablePermission> }) =>
        roleInput.safeParse({ ...values, permissions: [...values.permissions].sort() }),
    },
    save: (input) => (role ? api.identity.updateRole(role.id, input) : api.identity.createRole(input)),
    onSaved: (saved: RoleDetail) => {
      toast.success(t(role ? 'team.roleForm.updated' : 'team.roleForm.created', { name: saved.nome }));
      onSaved();
    },
  });
  const { values, errors, set, setValues } = form;
  const changePermissions = useCallback(
    (permissions: Set<GrantablePermission>) => setValues((current) => ({ ...current, permissions })),
    [setValues],
  );
  const toggleProduct = (id: number, on: boolean) =>
    set('produtos')(on ? [...values.produtos, id] : values.produtos.filter((one) => one !== id));

  return (
    <Form onSubmit={form.submit} errorSummary={form.summary} validationBehavior="aria">
      <Sections>
        <Card>
          <TextField
            name="nome"
            label={t('team.roleForm.name')}
            isRequired
            isReadOnly={isReadOnly}
            value={values.nome}
            onChange={set('nome')}
            errorMessage={errors.nome}
          />
          <Checkbox
            isSelected={values.full_products}
            isDisabled={isReadOnly}
            onChange={set('full_products')}
            description={t('team.roleForm.fullProductsHint')}
            errorMessage={errors.full_products}
          >
            {t('team.roleForm.fullProducts')}
          </Checkbox>
        </Card>
        {!values.full_products && (
          <Card title={t('team.roleForm.products')}>
            {errors.produtos && <Hint role="alert">{errors.produtos}</Hint>}
            {products.data && products.data.length === 0 ? (
              <Hint>{t('team.roleForm.noProducts')}</Hint>
            ) : (
              <Products>
                {(products.data ?? []).map((product) => (
                  <Checkbox
                    key={product.id}
                    isSelected={values.produtos.includes(Number(product.id))}
                    isDisabled={isReadOnly}
                    onChange={(on) => toggleProduct(Number(product.id), on)}
                  >
                    {product.label}
                  </Checkbox>
                ))}
              </Products>
            )}
          </Card>
        )}
        <Card title={t('team.roleForm.permissions')}>
          <Hint>{t('team.roleForm.permissionsHint')}</Hint>
          {errors.permissions && <Hint role="alert">{errors.permissions}</Hint>}
          <PermissionMatrix granted={values.permissions} onChange={changePermissions} isReadOnly={isReadOnly} />
        </Card>
        <FormActions>
          <Button variant="secondary" onPress={onCancel} isDisabled={form.pending}>
            {isReadOnly ? t('team.roleForm.back') : t('team.form.cancel')}
          </Button>
          {!isReadOnly && (
            <Button type="submit" isPending={form.pending}>
              {t('team.form.save')}
            </Button>
          )}
        </FormActions>
      </Sections>
    </Form>
  );
}
