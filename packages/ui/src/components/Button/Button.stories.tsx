import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { VariantGrid } from '../../patterns/VariantGrid';
import { Button } from './Button';

const meta = {
  title: 'Kit/Actions/Button',
  component: Button,
  args: { children: 'Salvar', onPress: fn() },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const button = await within(canvasElement).findByRole('button', { name: 'Salvar' });
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};

export const Catalog: Story = {
  render: (args) => (
    <VariantGrid columns={4} gap={12}>
      {(['primary', 'secondary', 'danger', 'ghost'] as const).map((variant) =>
        (['sm', 'md', 'lg'] as const).map((size) => (
          <Button key={`${variant}-${size}`} {...args} variant={variant} size={size}>
            {`${variant} ${size}`}
          </Button>
        )),
      )}
      <Button {...args} isDisabled>
        disabled
      </Button>
    </VariantGrid>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByRole('button')).toHaveLength(13);
    await expect(await canvas.findByRole('button', { name: 'disabled' })).toBeDisabled();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement, args }) => {
    const button = await within(canvasElement).findByRole('button', { name: 'Salvar' });
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

/** An action on its way: the button says so (busy) and ignores presses until it ends. */
export const Pending: Story = {
  args: { isPending: true },
  play: async ({ canvasElement, args }) => {
    const button = await within(canvasElement).findByRole('button', { name: 'Salvar' });
    await expect(button).toHaveAttribute('data-busy', 'true');
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Dark: Story = {
  ...Catalog,
  globals: { theme: 'dark' },
};

/** In a right-to-left page a row of buttons starts at the right: the first one is the rightmost. */
export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  render: (args) => (
    <div style={{ display: 'flex', gap: 12 }}>
      <Button {...args} variant="secondary">
        Cancelar
      </Button>
      <Button {...args}>Salvar</Button>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cancel = await canvas.findByRole('button', { name: 'Cancelar' });
    const save = await canvas.findByRole('button', { name: 'Salvar' });
    await expect(cancel.getBoundingClientRect().left).toBeGreaterThan(save.getBoundingClientRect().right);
  },
};
