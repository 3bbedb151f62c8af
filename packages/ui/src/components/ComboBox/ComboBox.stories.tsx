import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { VariantGrid } from '../../patterns/VariantGrid';
import { findOverlay, withFocusRoom } from '../IconButton/storySupport';
import type { SelectOption } from '../Select';
import { ComboBox } from './ComboBox';

const cities: SelectOption[] = [
  { id: 'sp', label: 'São Paulo' },
  { id: 'sl', label: 'São Luís' },
  { id: 'rj', label: 'Rio de Janeiro' },
  { id: 'bh', label: 'Belo Horizonte' },
  { id: 'poa', label: 'Porto Alegre', description: 'Rio Grande do Sul' },
];

/** A fake server search: answers after `delay` ms unless aborted by the next keystroke. */
function searchCities(delay = 150, fail = false) {
  return (search: string, signal: AbortSignal) =>
    new Promise<SelectOption[]>((resolve, reject) => {
      const timer = setTimeout(() => {
        if (fail) reject(new Error('500'));
        else resolve(cities.filter((c) => c.label.toLowerCase().includes(search.toLowerCase())));
      }, delay);
      signal.addEventListener('abort', () => {
        clearTimeout(timer);
        reject(new DOMException('Aborted', 'AbortError'));
      });
    });
}

const withRoom = (height: number) => [
  (Story: () => React.ReactNode) => (
    <div style={{ minBlockSize: height, maxInlineSize: 360 }}>
      <Story />
    </div>
  ),
];

const meta = {
  title: 'Kit/Forms/ComboBox',
  component: ComboBox,
  args: { label: 'Cidade', options: cities, onChange: fn() },
  decorators: [withFocusRoom],
} satisfies Meta<typeof ComboBox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const input = await within(canvasElement).findByRole('combobox', { name: 'Cidade' });
    await userEvent.type(input, 'São');
    const list = await findOverlay('listbox');
    await expect(await within(list).findAllByRole('option')).toHaveLength(2);
    await userEvent.click(await within(list).findByRole('option', { name: 'São Luís' }));
    await expect(input).toHaveValue('São Luís');
    await expect(args.onChange).toHaveBeenLastCalledWith('sl');
  },
};

export const Catalog: Story = {
  render: (args) => (
    <VariantGrid columns={3} track="1fr" gap={16} style={{ maxInlineSize: 900 }}>
      <ComboBox {...args} label="Vazio" placeholder="Digite para buscar" />
      <ComboBox {...args} label="Escolhido" defaultValue="rj" />
      <ComboBox {...args} label="Com descrição" description="Cidade de entrega." />
      <ComboBox {...args} label="Inválido" errorMessage="Escolha uma cidade da lista." />
      <ComboBox {...args} label="Desativado" isDisabled defaultValue="bh" />
      <ComboBox {...args} label="Somente leitura" isReadOnly defaultValue="poa" />
    </VariantGrid>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The chosen option's name fills the field once the options are known.
    const chosen = await canvas.findByRole('combobox', { name: 'Escolhido' });
    await waitFor(() => expect(chosen).toHaveValue('Rio de Janeiro'));
    await expect(await canvas.findByRole('combobox', { name: 'Desativado' })).toBeDisabled();
    await expect(await canvas.findByRole('combobox', { name: 'Inválido' })).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Options searched on the server: a ring while the request runs, then the answer. */
export const AsyncOptions: Story = {
  args: { options: undefined, loadOptions: fn(searchCities(300)), menuTrigger: 'focus' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = await canvas.findByRole('combobox', { name: 'Cidade' });
    await userEvent.type(input, 'Por');
    // While the list is open react-aria hides the rest of the page from assistive technology, ring included.
    await expect(await canvas.findByRole('progressbar', { name: 'Carregando…', hidden: true })).toBeVisible();
    const option = await within(document.body).findByRole('option', { name: /Porto Alegre/ });
    // Each typed letter searched: on a busy machine the options of one search show while a later one is still out.
    await waitFor(() => expect(canvas.queryByRole('progressbar', { hidden: true })).toBeNull());
    await userEvent.click(option);
    await expect(args.onChange).toHaveBeenLastCalledWith('poa');
    await expect(input).toHaveValue('Porto Alegre');
    // Choosing fills the input, which searches once more; the picture is taken only once that search has started
    // and settled (the ring was pictured a subpixel apart once, on a busy machine, in both tries).
    await waitFor(() => expect(args.loadOptions).toHaveBeenLastCalledWith('Porto Alegre', expect.anything()));
    await waitFor(() => expect(canvas.queryByRole('progressbar', { hidden: true })).toBeNull());
  },
};

export const AsyncLoading: Story = {
  decorators: withRoom(160),
  args: { options: undefined, loadOptions: () => new Promise<SelectOption[]>(() => undefined), menuTrigger: 'focus' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('progressbar', { name: 'Carregando…' })).toBeVisible();
    await userEvent.click(await canvas.findByRole('combobox', { name: 'Cidade' }));
    await expect(await within(await findOverlay('listbox')).findByText('Carregando…')).toBeVisible();
  },
};

export const AsyncError: Story = {
  decorators: withRoom(160),
  args: { options: undefined, loadOptions: searchCities(50, true), menuTrigger: 'focus' },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('combobox', { name: 'Cidade' }));
    await expect(await within(await findOverlay('listbox')).findByText('Não foi possível carregar as opções')).toBeVisible();
  },
};

export const NoResults: Story = {
  decorators: withRoom(160),
  play: async ({ canvasElement }) => {
    await userEvent.type(await within(canvasElement).findByRole('combobox', { name: 'Cidade' }), 'Manaus');
    await expect(await within(await findOverlay('listbox')).findByText('Nenhum resultado encontrado')).toBeVisible();
  },
};

export const TextsOverridden: Story = {
  decorators: withRoom(160),
  args: { label: 'City', emptyText: 'No matches', openLabel: 'Show cities' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: /Show cities/ })).toBeVisible();
    await userEvent.type(await canvas.findByRole('combobox', { name: 'City' }), 'Zzz');
    await expect(await within(await findOverlay('listbox')).findByText('No matches')).toBeVisible();
  },
};

export const Invalid: Story = {
  args: { errorMessage: 'A cidade é obrigatória.' },
  play: async ({ canvasElement }) => {
    const input = await within(canvasElement).findByRole('combobox', { name: 'Cidade' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('A cidade é obrigatória.');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'sp' },
  play: async ({ canvasElement }) => {
    const input = await within(canvasElement).findByRole('combobox', { name: 'Cidade' });
    await expect(input).toBeDisabled();
    await waitFor(() => expect(input).toHaveValue('São Paulo'));
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await userEvent.keyboard('Belo');
    await findOverlay('listbox');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('bh');
    await expect(await within(canvasElement).findByRole('combobox')).toHaveValue('Belo Horizonte');
  },
};

/** Right to left the typed text starts on the right and the list's button closes the field on the left. */
export const RightToLeft: Story = {
  args: { defaultValue: 'sp' },
  globals: { direction: 'rtl' },
  decorators: withRoom(80),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = await canvas.findByRole('combobox', { name: 'Cidade' });
    await waitFor(() => expect(input).toHaveValue('São Paulo'));
    const button = (await canvas.findByRole('button')).getBoundingClientRect();
    await expect(button.right).toBeLessThanOrEqual(input.getBoundingClientRect().left + 1);
    await expect(getComputedStyle(input).direction).toBe('rtl');
  },
};
