import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { VariantGrid } from '../../patterns/VariantGrid';
import { TextArea } from './TextArea';
import { withFocusRoom } from '../IconButton/storySupport';

const meta = {
  title: 'Kit/Forms/TextArea',
  component: TextArea,
  args: { label: 'Mensagem', placeholder: 'Escreva a mensagem para o lead', onChange: fn() },
  decorators: [withFocusRoom],
} satisfies Meta<typeof TextArea>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const input = await within(canvasElement).findByRole('textbox', { name: 'Mensagem' });
    await userEvent.type(input, 'Olá, Ana!{enter}Seu pedido está pronto.');
    await expect(input).toHaveValue('Olá, Ana!\nSeu pedido está pronto.');
    await expect(args.onChange).toHaveBeenLastCalledWith('Olá, Ana!\nSeu pedido está pronto.');
  },
};

export const Catalog: Story = {
  render: (args) => (
    <VariantGrid columns={2} track="1fr" gap={16}>
      <TextArea {...args} label="Vazio" />
      <TextArea {...args} label="Com descrição" description="O lead recebe por WhatsApp." defaultValue="Olá!" />
      <TextArea {...args} label="Com contador" maxLength={160} showCount defaultValue="Seu boleto vence amanhã." />
      <TextArea {...args} label="Inválido" errorMessage="A mensagem é obrigatória." />
      <TextArea {...args} label="Desativado" isDisabled defaultValue="Mensagem enviada." />
      <TextArea {...args} label="Somente leitura" isReadOnly defaultValue="Histórico de mensagens." />
    </VariantGrid>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByRole('textbox')).toHaveLength(6);
    await expect(await canvas.findByRole('textbox', { name: 'Inválido' })).toHaveAttribute('aria-invalid', 'true');
    await expect(await canvas.findByRole('textbox', { name: 'Desativado' })).toBeDisabled();
    await expect(await canvas.findByText('24/160')).toBeVisible();
  },
};

export const Invalid: Story = {
  args: { errorMessage: 'A mensagem é obrigatória., A mensagem deve ter no máximo 500 caracteres.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = await canvas.findByRole('textbox', { name: 'Mensagem' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('A mensagem é obrigatória., A mensagem deve ter no máximo 500 caracteres.');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'Mensagem já enviada.' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('textbox', { name: 'Mensagem' })).toBeDisabled();
  },
};

export const CounterAtLimit: Story = {
  args: { maxLength: 20, showCount: true, description: 'SMS curto.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = await canvas.findByRole('textbox', { name: 'Mensagem' });
    await userEvent.type(input, 'Promoção relâmpago hoje!');
    await expect(input).toHaveValue('Promoção relâmpago h');
    await expect(await canvas.findByText('20/20')).toHaveAttribute('data-full', 'true');
  },
};

export const CounterTextOverridden: Story = {
  args: { maxLength: 160, showCount: true, defaultValue: 'Hi', formatCount: (n, max) => `${max - n} characters left` },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('158 characters left')).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    rows: 3,
    defaultValue:
      'Olá, Maria! Notamos que você deixou itens no carrinho da nossa loja e queremos ajudar a concluir a sua compra. ' +
      'Caso tenha tido qualquer dificuldade com o pagamento por boleto, Pix ou cartão de crédito, é só responder esta ' +
      'mensagem que um dos nossos atendentes entra em contato ainda hoje para oferecer condições especiais.',
  },
  render: (args) => (
    <div style={{ maxInlineSize: 360 }}>
      <TextArea {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const input = (await within(canvasElement).findByRole('textbox', { name: 'Mensagem' })) as HTMLTextAreaElement;
    await expect(input.scrollHeight).toBeGreaterThan(input.clientHeight);
  },
};

/** Right to left the label and the text start on the right, and the counter closes the help row on the left. */
export const RightToLeft: Story = {
  args: { description: 'O lead recebe por WhatsApp.', maxLength: 160, showCount: true, defaultValue: 'Seu boleto vence amanhã.' },
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = await canvas.findByRole('textbox', { name: 'Mensagem' });
    await expect(getComputedStyle(input).direction).toBe('rtl');
    const description = await canvas.findByText('O lead recebe por WhatsApp.');
    const counter = await canvas.findByText('24/160');
    await expect(counter.getBoundingClientRect().right).toBeLessThanOrEqual(description.getBoundingClientRect().left);
    // The label's words themselves (not its box, which spans the field) end at the field's right edge.
    const words = document.createRange();
    words.selectNodeContents(await canvas.findByText('Mensagem'));
    await expect(words.getBoundingClientRect().right).toBeGreaterThan(input.getBoundingClientRect().right - 8);
  },
};
