import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { VariantGrid } from '../../patterns/VariantGrid';
import { findOverlay, withFocusRoom } from '../IconButton/storySupport';
import { Select, type SelectOption } from './Select';

const statuses: SelectOption[] = [
  { id: 0, label: 'Aberto' },
  { id: 1, label: 'Pendente' },
  { id: 2, label: 'Fechado', description: 'Não recebe novas mensagens.' },
  { id: 3, label: 'Reaberto', isDisabled: true },
];

/** Room below the field for the open list, so the screenshot shows it. */
const withRoom = (height: number) => [
  (Story: () => React.ReactNode) => (
    <div style={{ minBlockSize: height, maxInlineSize: 360 }}>
      <Story />
    </div>
  ),
];

const meta = {
  title: 'Kit/Forms/Select',
  component: Select,
  args: { label: 'Status do ticket', options: statuses, onChange: fn() },
  decorators: [withFocusRoom],
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const trigger = await canvas.findByRole('button', { name: /Status do ticket/ });
    await expect(trigger).toHaveTextContent('Selecione');
    await userEvent.click(trigger);
    const list = await findOverlay('listbox');
    await userEvent.click(await within(list).findByRole('option', { name: /Pendente/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith(1);
    await expect(trigger).toHaveTextContent('Pendente');
  },
};

export const Catalog: Story = {
  render: (args) => (
    <VariantGrid columns={3} track="1fr" gap={16} style={{ maxInlineSize: 900 }}>
      <Select {...args} label="Vazio" />
      <Select {...args} label="Escolhido" defaultValue={2} />
      <Select {...args} label="Com descrição" description="Quem vê o ticket." />
      <Select {...args} label="Inválido" errorMessage="Escolha um status." />
      <Select {...args} label="Desativado" isDisabled defaultValue={0} />
      <Select {...args} label="Placeholder próprio" placeholder="Todos os status" />
    </VariantGrid>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: /Escolhido/ })).toHaveTextContent('Fechado');
    await expect(await canvas.findByRole('button', { name: /Desativado/ })).toBeDisabled();
    await expect(await canvas.findByRole('button', { name: /Placeholder próprio/ })).toHaveTextContent('Todos os status');
  },
};

export const Open: Story = {
  decorators: withRoom(260),
  args: { defaultValue: 2 },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: /Status do ticket/ }));
    const list = await findOverlay('listbox');
    await expect(await within(list).findAllByRole('option')).toHaveLength(4);
    await expect(await within(list).findByRole('option', { name: /Fechado/ })).toHaveAttribute('aria-selected', 'true');
    await expect(await within(list).findByRole('option', { name: /Reaberto/ })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    const list = await findOverlay('listbox');
    await expect(list).toBeVisible();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(1);
    await expect(await within(canvasElement).findByRole('button', { name: /Status do ticket/ })).toHaveTextContent('Pendente');
  },
};

export const Invalid: Story = {
  args: { errorMessage: 'O status é obrigatório.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('O status é obrigatório.')).toBeVisible();
    await expect(await canvas.findByRole('button', { name: /Status do ticket/ })).toHaveAccessibleDescription('O status é obrigatório.');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 0 },
  play: async ({ canvasElement }) => {
    const trigger = await within(canvasElement).findByRole('button', { name: /Status do ticket/ });
    await expect(trigger).toBeDisabled();
    await userEvent.click(trigger, { pointerEventsCheck: 0 });
    await expect(within(document.body).queryByRole('listbox')).toBeNull();
  },
};

export const LongOptions: Story = {
  decorators: withRoom(220),
  args: {
    label: 'Produto',
    options: [
      { id: 'a', label: 'Curso completo de marketing digital para pequenas e médias empresas — turma de março' },
      { id: 'b', label: 'Mentoria individual' },
    ],
    defaultValue: 'a',
  },
  play: async ({ canvasElement }) => {
    const trigger = await within(canvasElement).findByRole('button', { name: /Produto/ });
    await expect(trigger.getBoundingClientRect().width).toBeLessThanOrEqual(360);
    await userEvent.click(trigger);
    const listbox = await findOverlay('listbox');
    await expect(within(listbox).getByRole('option', { name: /turma de março/ })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { options: [], emptyText: 'Nenhum status cadastrado' },
  play: async ({ canvasElement }) => {
    const trigger = await within(canvasElement).findByRole('button', { name: /Status do ticket/ });
    await expect(trigger).toHaveTextContent('Nenhum status cadastrado');
    await userEvent.click(trigger);
    await expect(within(document.body).queryByRole('listbox')).toBeNull();
  },
};

/** Right to left the value reads from the right and the chevron closes the line on the left. */
export const RightToLeft: Story = {
  args: { defaultValue: 1 },
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const trigger = await within(canvasElement).findByRole('button', { name: /Status do ticket/ });
    await expect(trigger).toHaveTextContent('Pendente');
    const value = await within(trigger).findByText('Pendente');
    const chevron = trigger.querySelector('svg')!;
    await expect(chevron.getBoundingClientRect().right).toBeLessThanOrEqual(value.getBoundingClientRect().left);
    await expect(value.getBoundingClientRect().right).toBeGreaterThan(trigger.getBoundingClientRect().right - 24);
  },
};
