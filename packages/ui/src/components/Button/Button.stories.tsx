import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { findDialog, findPopup, overlayGone } from '#storybook/queries';
import { VariantGrid } from '../../patterns/VariantGrid';
import { withFocusRoom } from '../IconButton/storySupport';
import { Menu } from '../Menu/Menu';
import { Modal, ModalTrigger } from '../Modal/Modal';
import { NativeTextField } from '../NativeTextField/NativeTextField';
import { Switch } from '../Switch/Switch';
import { Button, type ButtonProps } from './Button';

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

/** An action on its way: the button says so (busy, unavailable) and ignores presses until it ends. */
export const Pending: Story = {
  args: { isPending: true },
  play: async ({ canvasElement, args }) => {
    const button = await within(canvasElement).findByRole('button', { name: 'Salvar' });
    await expect(button).toHaveAttribute('data-busy', 'true');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toBeEnabled();
    // A screen reader's activation: a click with no pointer before it (the real ones are in the stories below).
    button.click();
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

/** A button whose press starts a request: pending until it ends, as a screen's "Salvar". */
function PressToSave({ onPress }: Pick<ButtonProps, 'onPress'>) {
  const [saving, setSaving] = useState(false);
  return (
    <Button
      isPending={saving}
      onPress={(event) => {
        setSaving(true);
        onPress?.(event);
      }}
    >
      Salvar
    </Button>
  );
}

/**
 * Pressed from the keyboard, the button turns pending and keeps the focus (a disabled one would drop it to the
 * page's start, and the person would have to find their place again); a click, Enter and Space do nothing more.
 */
export const KeepsFocusWhilePending: Story = {
  render: ({ onPress }) => <PressToSave onPress={onPress} />,
  play: async ({ canvasElement, args }) => {
    const button = await within(canvasElement).findByRole('button', { name: 'Salvar' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(button).toHaveAttribute('aria-disabled', 'true'));
    await expect(button).toHaveFocus();
    await userEvent.click(button);
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('data-focus-visible', 'true');
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};

/** A screen's form: its submit button turns pending when the form is sent, while the request runs. */
function SavingForm({ onSubmit }: { onSubmit?: () => void }) {
  const [saving, setSaving] = useState(false);
  return (
    <form
      style={{ display: 'grid', gap: 12, maxInlineSize: 320 }}
      onSubmit={(event) => {
        event.preventDefault();
        setSaving(true);
        onSubmit?.();
      }}
    >
      <NativeTextField name="name" label="Nome" />
      <Button type="submit" isPending={saving}>
        Salvar
      </Button>
    </form>
  );
}

/**
 * A pending submit button does not send its form again: not clicked, not pressed with Enter or Space, not chosen by
 * Enter in one of the form's fields.
 */
export const PendingSubmitSendsOnce: StoryObj<ButtonProps & { onSubmit: () => void }> = {
  args: { onSubmit: fn() },
  render: ({ onSubmit }) => <SavingForm onSubmit={onSubmit} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = await canvas.findByRole('button', { name: 'Salvar' });
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-disabled', 'true'));
    await expect(button).toHaveFocus();
    await userEvent.click(button);
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await userEvent.type(await canvas.findByLabelText('Nome'), 'Ana{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

/** A screen's toolbar whose buttons wait for its data: one opens a popup, the other a menu. */
function PendingTriggers({ onOpenChange }: { onOpenChange?: (isOpen: boolean) => void }) {
  const [loading, setLoading] = useState(true);
  return (
    <div style={{ display: 'grid', gap: 16, justifyItems: 'start' }}>
      <Switch isSelected={loading} onChange={setLoading}>
        Carregando
      </Switch>
      <div style={{ display: 'flex', gap: 12 }}>
        <ModalTrigger onOpenChange={onOpenChange}>
          <Button isPending={loading}>Exportar</Button>
          <Modal title="Exportar pedidos">
            <p style={{ margin: 0 }}>Os pedidos do período saem num arquivo CSV.</p>
          </Modal>
        </ModalTrigger>
        <Menu
          aria-label="Mais ações"
          trigger={
            <Button variant="secondary" isPending={loading}>
              Mais ações
            </Button>
          }
          items={[{ id: 'arquivar', label: 'Arquivar' }]}
        />
      </div>
    </div>
  );
}

/**
 * A pending button that opens a popup or a menu opens nothing: not clicked, not pressed with Enter or Space, not
 * with ↓ (a menu's key). The press of a trigger comes from react-aria's context, not from the button's `onPress`.
 * Once no longer pending, the same buttons open them.
 */
export const PendingTriggerOpensNothing: StoryObj<ButtonProps & { onOpenChange: (isOpen: boolean) => void }> = {
  args: { onOpenChange: fn() },
  decorators: [withFocusRoom],
  render: ({ onOpenChange }) => <PendingTriggers onOpenChange={onOpenChange} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const exportButton = await canvas.findByRole('button', { name: 'Exportar' });
    const moreButton = await canvas.findByRole('button', { name: 'Mais ações' });
    for (const trigger of [exportButton, moreButton]) {
      await userEvent.click(trigger);
      await expect(trigger).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await userEvent.keyboard(' ');
      await userEvent.keyboard('{ArrowDown}');
    }
    // A trigger opens (and reports it) within the press's own event: by now it would have.
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await expect(moreButton).toHaveAttribute('aria-expanded', 'false');
    await expect(document.querySelector('[role="dialog"], [role="menu"]')).toBeNull();

    await userEvent.click(await canvas.findByRole('switch', { name: 'Carregando' }));
    await waitFor(() => expect(exportButton).not.toHaveAttribute('aria-disabled'));
    await userEvent.click(exportButton);
    await findDialog('Exportar pedidos');
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    await userEvent.keyboard('{Escape}');
    await overlayGone('dialog');
    await userEvent.click(moreButton);
    await findPopup('menu');
    await userEvent.keyboard('{Escape}');
    await overlayGone('menu');
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
