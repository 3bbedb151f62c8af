import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { VariantGrid } from '../../patterns/VariantGrid';
import { FileInput } from './FileInput';
import { withFocusRoom } from '../IconButton/storySupport';

/** A 16×12 PNG (purple with a yellow square), so previews look the same on every run. */
const PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAABAAAAAMCAIAAADkharWAAAAG0lEQVR42mOItjlCEmKgr4b/Z4yxolENgy/iAPvfIuBspkqAAAAAAElFTkSuQmCC';
const LAST_MODIFIED = Date.UTC(2026, 2, 14);

const image = (name: string) =>
  new File([Uint8Array.from(atob(PNG_BASE64), (c) => c.charCodeAt(0))], name, { type: 'image/png', lastModified: LAST_MODIFIED });
const pdf = (name: string, kb: number) =>
  new File([new Uint8Array(kb * 1024)], name, { type: 'application/pdf', lastModified: LAST_MODIFIED });

const hiddenInput = (canvasElement: HTMLElement) => canvasElement.querySelector('input[type="file"]') as HTMLInputElement;

const meta = {
  title: 'Kit/Forms/FileInput',
  component: FileInput,
  args: { label: 'Comprovante de venda', accept: ['image/*', '.pdf'], onChange: fn() },
  decorators: [withFocusRoom],
} satisfies Meta<typeof FileInput>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Choose an image: it is listed with its size and a preview. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Comprovante de venda Selecionar arquivo' })).toBeVisible();
    await userEvent.upload(hiddenInput(canvasElement), image('pedido-1234.png'));
    await expect(await canvas.findByRole('img', { name: 'Pré-visualização de pedido-1234.png' })).toBeVisible();
    await expect(await canvas.findByText('84 B')).toBeVisible();
    await expect(args.onChange).toHaveBeenCalledOnce();
  },
};

export const Catalog: Story = {
  render: (args) => (
    <VariantGrid columns={2} track="1fr" gap={24}>
      <FileInput {...args} label="Vazio" description="PNG, JPG ou PDF até 5 MB." />
      <FileInput
        {...args}
        label="Com arquivos"
        allowsMultiple
        defaultValue={[image('foto-da-entrega.png'), pdf('nota-fiscal.pdf', 1536)]}
      />
      <FileInput {...args} label="Inválido" errorMessage="Envie o comprovante." />
      <FileInput {...args} label="Desativado" isDisabled defaultValue={[pdf('contrato.pdf', 12)]} />
    </VariantGrid>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('img', { name: 'Pré-visualização de foto-da-entrega.png' })).toBeVisible();
    await expect(await canvas.findByText('1,5 MB')).toBeVisible();
    await expect(await canvas.findByText('12 KB')).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Desativado Selecionar arquivo' })).toBeDisabled();
    await expect(await canvas.findByRole('button', { name: 'Inválido Selecionar arquivo' })).toHaveAccessibleDescription(
      'Envie o comprovante.',
    );
  },
};

/** Several files, chosen in two goes: the second choice adds to the first. */
export const Multiple: Story = {
  args: { allowsMultiple: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Comprovante de venda Selecionar arquivos' })).toBeVisible();
    await userEvent.upload(hiddenInput(canvasElement), [pdf('contrato.pdf', 40), pdf('aditivo.pdf', 12)]);
    await userEvent.upload(hiddenInput(canvasElement), pdf('boleto.pdf', 3));
    await expect((await canvas.findAllByRole('listitem')).map((item) => item.querySelector('strong')?.textContent)).toEqual([
      'contrato.pdf',
      'aditivo.pdf',
      'boleto.pdf',
    ]);
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};

/** The × removes a file; choosing again adds the new one. */
export const Remove: Story = {
  args: { defaultValue: [pdf('nota-fiscal.pdf', 20)] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Remover nota-fiscal.pdf' }));
    await expect(canvas.queryByRole('listitem')).toBeNull();
    await expect(args.onChange).toHaveBeenLastCalledWith([]);
    await userEvent.upload(hiddenInput(canvasElement), pdf('nota-fiscal-corrigida.pdf', 21));
    await expect(await canvas.findByRole('listitem')).toHaveTextContent('nota-fiscal-corrigida.pdf');
  },
};

/** Files of another type are ignored (here a spreadsheet where only images are accepted). */
export const WrongTypeIgnored: Story = {
  args: { accept: ['image/*'] },
  play: async ({ canvasElement, args }) => {
    const sheet = new File(['a;b'], 'leads.csv', { type: 'text/csv', lastModified: LAST_MODIFIED });
    await userEvent.upload(hiddenInput(canvasElement), sheet, { applyAccept: false });
    await expect(within(canvasElement).queryByRole('listitem')).toBeNull();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Invalid: Story = {
  args: { errorMessage: 'O arquivo deve ter no máximo 5 MB.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('O arquivo deve ter no máximo 5 MB.')).toBeVisible();
    await expect(await canvas.findByRole('button', { name: /Selecionar arquivo/ })).toHaveAccessibleDescription(
      'O arquivo deve ter no máximo 5 MB.',
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: /Selecionar arquivo/ })).toBeDisabled();
  },
};

export const LongFileName: Story = {
  args: { defaultValue: [pdf('comprovante-de-pagamento-do-pedido-1234567890-cliente-maria-aparecida-dos-santos.pdf', 250)] },
  render: (args) => (
    <div style={{ maxInlineSize: 360 }}>
      <FileInput {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const item = await within(canvasElement).findByRole('listitem');
    await expect(item.getBoundingClientRect().width).toBeLessThanOrEqual(360);
    await expect(await within(item).findByText('250 KB')).toBeVisible();
  },
};

export const TextsOverridden: Story = {
  args: {
    label: 'Receipt',
    buttonLabel: 'Choose file',
    dropLabel: 'or drop it here',
    removeLabel: (name) => `Remove ${name}`,
    previewLabel: (name) => `Preview of ${name}`,
    defaultValue: [image('receipt.png')],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Receipt Choose file' })).toBeVisible();
    await expect(await canvas.findByText('or drop it here')).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Remove receipt.png' })).toBeVisible();
    await expect(await canvas.findByRole('img', { name: 'Preview of receipt.png' })).toBeVisible();
  },
};

/**
 * Right to left a chosen file's name starts on the right and its remove button closes the row on the left; its
 * size still reads "20 KB" (isolated left to right, not reordered to "KB 20").
 */
export const RightToLeft: Story = {
  args: { defaultValue: [pdf('nota-fiscal.pdf', 20)] },
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = (await canvas.findByRole('listitem')).getBoundingClientRect();
    const remove = (await canvas.findByRole('button', { name: 'Remover nota-fiscal.pdf' })).getBoundingClientRect();
    const name = (await canvas.findByText('nota-fiscal.pdf')).getBoundingClientRect();
    await expect(remove.right).toBeLessThanOrEqual(name.left);
    await expect(remove.right).toBeLessThan(row.left + row.width / 2);
    await expect(name.right).toBeGreaterThan(row.left + row.width / 2);
    const size = await canvas.findByText('20 KB');
    await expect(size).toHaveAttribute('dir', 'ltr');
    await expect(size.getBoundingClientRect().right).toBeGreaterThan(name.right - 2);
  },
};
