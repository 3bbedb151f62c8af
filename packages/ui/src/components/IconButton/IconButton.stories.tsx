import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { VariantGrid } from '../../patterns/VariantGrid';
import { IconButton } from './IconButton';
import { ChevronStartGlyph, CloseGlyph, PlusGlyph } from './glyphs';
import { withFocusRoom } from './storySupport';

const meta = {
  title: 'Kit/Actions/IconButton',
  component: IconButton,
  args: { 'aria-label': 'Fechar', icon: <CloseGlyph />, onPress: fn() },
  decorators: [withFocusRoom],
} satisfies Meta<typeof IconButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const button = await within(canvasElement).findByRole('button', { name: 'Fechar' });
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};

export const Catalog: Story = {
  render: (args) => (
    <VariantGrid columns={5} gap={12} style={{ alignItems: 'center' }}>
      {(['primary', 'secondary', 'danger', 'ghost'] as const).map((variant) =>
        (['sm', 'md', 'lg'] as const)
          .map((size) => (
            <IconButton
              key={`${variant}-${size}`}
              {...args}
              aria-label={`Adicionar ${variant} ${size}`}
              icon={<PlusGlyph />}
              variant={variant}
              size={size}
            />
          ))
          .concat(
            <IconButton
              key={`${variant}-disabled`}
              {...args}
              aria-label={`Adicionar ${variant} desativado`}
              icon={<PlusGlyph />}
              variant={variant}
              isDisabled
            />,
            <IconButton
              key={`${variant}-pending`}
              {...args}
              aria-label={`Adicionar ${variant} carregando`}
              icon={<PlusGlyph />}
              variant={variant}
              isPending
            />,
          ),
      )}
    </VariantGrid>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByRole('button')).toHaveLength(20);
    await expect(await canvas.findByRole('button', { name: 'Adicionar danger desativado' })).toBeDisabled();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement, args }) => {
    const button = await within(canvasElement).findByRole('button', { name: 'Fechar' });
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Pending: Story = {
  args: { isPending: true, 'aria-label': 'Salvar' },
  play: async ({ canvasElement, args }) => {
    const button = await within(canvasElement).findByRole('button', { name: 'Salvar' });
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
    await expect(button).toHaveAttribute('data-busy', 'true');
    // Busy, not disabled: it keeps the focus it was given, so the keyboard's place is not lost while it waits.
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveFocus();
  },
};

export const PendingGhostIgnoresHover: Story = {
  name: 'Pending Ghost Ignores Hover',
  args: { isPending: true, variant: 'ghost', 'aria-label': 'Salvar' },
  play: async ({ canvasElement }) => {
    const button = await within(canvasElement).findByRole('button', { name: 'Salvar' });
    const resting = getComputedStyle(button).backgroundColor;
    await userEvent.hover(button);
    // react-aria still marks a busy button hovered (it stays focusable); its ghost background must not answer.
    await waitFor(() => expect(button).toHaveAttribute('data-hovered', 'true'));
    await expect(getComputedStyle(button).backgroundColor).toBe(resting);
  },
};

export const FocusVisible: Story = {
  args: { variant: 'secondary' },
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    const button = await within(canvasElement).findByRole('button', { name: 'Fechar' });
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};

export const MirroredInRtl: Story = {
  name: 'Mirrored In Right To Left',
  args: { 'aria-label': 'Voltar', icon: <ChevronStartGlyph />, mirrorInRtl: true, variant: 'secondary' },
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const glyph = (await within(canvasElement).findByRole('button', { name: 'Voltar' })).querySelector('svg');
    await expect(glyph).not.toBeNull();
    await expect(getComputedStyle(glyph as SVGSVGElement).transform).not.toBe('none');
  },
};
