import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type FormEvent } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Checkbox } from '../Checkbox';
import { ComboBox } from '../ComboBox';
import { DatePicker } from '../DatePicker';
import { withFocusRoom } from '../IconButton/storySupport';
import { MoneyField } from '../MoneyField';
import { NumberField } from '../NumberField';
import { RadioGroup } from '../RadioGroup';
import { Select } from '../Select';
import { TextArea } from '../TextArea';
import { TextField } from '../TextField';
import { Form, type ServerErrors } from './Form';
import { FormActions } from './Form.styles';

const onSave = fn();

/** A product form, as a screen would write it: fields named like the API's payload. */
function ProductFields() {
  return (
    <>
      <TextField name="nome" label="Nome do produto" defaultValue="Curso de vendas" />
      <TextField name="email_suporte" label="E-mail de suporte" defaultValue="suporte@" />
      <MoneyField name="preco" label="Preço" defaultValue={497} />
      <NumberField name="comissao" label="Comissão (%)" defaultValue={12.5} />
      <Select
        name="status"
        label="Status"
        options={[
          { id: 'ativo', label: 'Ativo' },
          { id: 'inativo', label: 'Inativo' },
        ]}
        defaultValue="ativo"
      />
      <ComboBox
        name="categoria"
        label="Categoria"
        options={[
          { id: 'cursos', label: 'Cursos' },
          { id: 'mentorias', label: 'Mentorias' },
        ]}
      />
      <RadioGroup
        name="pagamento"
        label="Pagamento"
        orientation="horizontal"
        options={[
          { value: 'credit_card', label: 'Cartão de crédito' },
          { value: 'billet', label: 'Boleto' },
          { value: 'pix', label: 'Pix' },
        ]}
      />
      <DatePicker name="lancamento" label="Lançamento" />
      <TextArea name="descricao" label="Descrição" rows={2} />
      <Checkbox name="termos" value="1">
        Li e aceito os termos de afiliação.
      </Checkbox>
    </>
  );
}

/** Every field type, each with the messages the server returned for it (422 `errors`), joined with commas. */
const allErrors: ServerErrors = {
  nome: ['O nome já está em uso.'],
  email_suporte: ['O e-mail é inválido.', 'O domínio não aceita e-mails.'],
  preco: ['O preço deve ser maior que o custo.'],
  comissao: ['A comissão máxima é 50%.'],
  status: ['Produtos inativos não podem ter ofertas.'],
  categoria: ['A categoria é obrigatória.'],
  pagamento: ['Escolha uma forma de pagamento.'],
  lancamento: ['A data deve ser futura.'],
  descricao: ['A descrição é obrigatória.'],
  termos: ['É preciso aceitar os termos.'],
};

const twoColumns = { display: 'grid', gap: 16, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', maxInlineSize: 760 } as const;

const meta = {
  title: 'Kit/Forms/Form',
  component: Form,
  args: { 'aria-label': 'Produto' },
  beforeEach: () => {
    onSave.mockClear();
  },
  decorators: [withFocusRoom],
} satisfies Meta<typeof Form>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => (
    <Form
      {...args}
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        onSave(Object.fromEntries(new FormData(event.currentTarget)));
      }}
    >
      <TextField name="nome" label="Nome" isRequired />
      <MoneyField name="preco" label="Preço" />
      <FormActions>
        <Button type="submit">Salvar</Button>
      </FormActions>
    </Form>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: /Nome/ }), 'Mentoria');
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Preço' }), '150000');
    await userEvent.keyboard('{Enter}');
    await expect(onSave).toHaveBeenCalledWith({ nome: 'Mentoria', preco: '1500' });
  },
};

/** Server errors on every kind of field: each field shows its own messages joined with ", ". */
export const Catalog: Story = {
  args: { serverErrors: allErrors, errorSummary: 'Os dados informados são inválidos.' },
  render: (args) => (
    <Form {...args} style={{ maxInlineSize: 760 }}>
      <div style={twoColumns}>
        <ProductFields />
      </div>
    </Form>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Os dados informados são inválidos.');
    await expect(await canvas.findByRole('textbox', { name: 'E-mail de suporte' })).toHaveAccessibleDescription(
      'O e-mail é inválido., O domínio não aceita e-mails.',
    );
    await expect(await canvas.findByRole('textbox', { name: 'Preço' })).toHaveAccessibleDescription('O preço deve ser maior que o custo.');
    await expect(await canvas.findByRole('textbox', { name: 'Comissão (%)' })).toHaveAttribute('aria-invalid', 'true');
    await expect(await canvas.findByRole('combobox', { name: 'Categoria' })).toHaveAccessibleDescription('A categoria é obrigatória.');
    await expect(await canvas.findByRole('radiogroup', { name: 'Pagamento' })).toHaveAccessibleDescription(
      'Escolha uma forma de pagamento.',
    );
    await expect(await canvas.findByRole('checkbox', { name: 'Li e aceito os termos de afiliação.' })).toHaveAccessibleDescription(
      'É preciso aceitar os termos.',
    );
    for (const messages of Object.values(allErrors)) {
      await expect(await canvas.findByText(typeof messages === 'string' ? messages : messages.join(', '))).toBeVisible();
    }
  },
};

/** The 422 flow: submit, the server answers with errors, they land on the fields; editing a field clears its error. */
export const ServerErrorsAfterSubmit: Story = {
  render: function Render(args) {
    const [errors, setErrors] = useState<ServerErrors>();
    return (
      <Form
        {...args}
        serverErrors={errors}
        errorSummary={errors ? 'Verifique os campos destacados.' : undefined}
        onSubmit={(event: FormEvent<HTMLFormElement>) => {
          event.preventDefault();
          onSave(Object.fromEntries(new FormData(event.currentTarget)));
          setErrors({
            email: ['Este e-mail já está cadastrado.', 'Use o e-mail da empresa.'],
            senha: ['A senha deve ter no mínimo 6 caracteres.'],
          });
        }}
        style={{ maxInlineSize: 420 }}
      >
        <TextField name="email" label="E-mail" defaultValue="ana@gmail.com" />
        <TextField name="senha" label="Senha" type="password" defaultValue="123" />
        <FormActions>
          <Button type="submit">Registrar</Button>
        </FormActions>
      </Form>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Registrar' }));
    await expect(onSave).toHaveBeenCalledWith({ email: 'ana@gmail.com', senha: '123' });
    const email = await canvas.findByRole('textbox', { name: 'E-mail' });
    await waitFor(() => expect(email).toHaveAccessibleDescription('Este e-mail já está cadastrado., Use o e-mail da empresa.'));
    await expect(await canvas.findByText('A senha deve ter no mínimo 6 caracteres.')).toBeVisible();
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Verifique os campos destacados.');
    // Like react-aria's fields, a server error goes away once the person changes the value (on commit/blur).
    await userEvent.type(email, 'x');
    await userEvent.tab();
    await expect(email).not.toHaveAttribute('aria-invalid');
    await expect(canvas.queryByText('Este e-mail já está cadastrado., Use o e-mail da empresa.')).toBeNull();
    await expect(await canvas.findByText('A senha deve ter no mínimo 6 caracteres.')).toBeVisible();
  },
};

/** Client checks run on submit: the form is not sent, the first invalid field gets the focus and says why. */
export const RequiredFields: Story = {
  render: (args) => (
    <Form
      {...args}
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        onSave();
      }}
      style={{ maxInlineSize: 420 }}
    >
      <TextField name="nome" label="Nome" isRequired validate={(value) => (value.trim() ? null : 'Informe o nome do produto.')} />
      <FormActions>
        <Button type="submit">Salvar</Button>
      </FormActions>
    </Form>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Salvar' }));
    const name = await canvas.findByRole('textbox', { name: 'Nome' });
    await expect(onSave).not.toHaveBeenCalled();
    await expect(name).toHaveFocus();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription('Informe o nome do produto.');
  },
};

export const WithErrorSummaryOnly: Story = {
  args: { errorSummary: 'Não foi possível salvar agora. Tente novamente em alguns minutos.' },
  render: (args) => (
    <Form {...args} style={{ maxInlineSize: 420 }}>
      <TextField name="nome" label="Nome" defaultValue="Curso de vendas" />
      <FormActions>
        <Button type="submit">Salvar</Button>
      </FormActions>
    </Form>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Não foi possível salvar agora.');
    await expect(await canvas.findByRole('textbox', { name: 'Nome' })).not.toHaveAttribute('aria-invalid');
  },
};

/** Right to left the labels and fields start on the right, and the form's actions close it on the left. */
export const RightToLeft: Story = {
  render: (args) => (
    <Form {...args} onSubmit={(event: FormEvent<HTMLFormElement>) => event.preventDefault()}>
      <TextField name="nome" label="Nome" isRequired />
      <FormActions>
        <Button variant="secondary">Cancelar</Button>
        <Button type="submit">Salvar</Button>
      </FormActions>
    </Form>
  ),
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = (await canvas.findByRole('textbox', { name: /Nome/ })).getBoundingClientRect();
    const words = document.createRange();
    words.selectNodeContents(await canvas.findByText('Nome'));
    await expect(words.getBoundingClientRect().right).toBeGreaterThan(field.right - 8);
    const cancel = (await canvas.findByRole('button', { name: 'Cancelar' })).getBoundingClientRect();
    const save = (await canvas.findByRole('button', { name: 'Salvar' })).getBoundingClientRect();
    await expect(save.right).toBeLessThanOrEqual(cancel.left);
  },
};
