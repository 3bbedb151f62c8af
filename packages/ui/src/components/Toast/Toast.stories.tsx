import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { findOverlay } from '../IconButton/storySupport';
import { Modal } from '../Modal';
import { ToastProvider, useToast, type ShowToastOptions } from './ToastProvider';

const fullHeight = [
  (Story: () => React.ReactNode) => (
    <div style={{ minBlockSize: '100vh' }}>
      <Story />
    </div>
  ),
];

/** A screen that shows toasts: one button per toast, or all of them at once on mount. */
function Screen({ toasts, onMount = false }: { toasts: ShowToastOptions[]; onMount?: boolean }) {
  const toast = useToast();
  const shown = useRef(false);
  useEffect(() => {
    if (!onMount || shown.current) return;
    shown.current = true;
    for (const options of toasts) toast.show(options);
  }, [onMount, toast, toasts]);
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      {toasts.map((options) => (
        <Button key={options.title} variant="secondary" onPress={() => toast.show(options)}>
          {`Mostrar: ${options.title}`}
        </Button>
      ))}
    </div>
  );
}

const meta = {
  title: 'Kit/Feedback/Toast',
  component: ToastProvider,
  args: { children: null },
  decorators: fullHeight,
} satisfies Meta<typeof ToastProvider>;
export default meta;
type Story = StoryObj<typeof meta>;

const region = () => findOverlay('region', 'Notificações');

/** `toast.success(...)` from a screen: the toast appears in the "Notificações" region at the bottom corner. */
export const Default: Story = {
  render: (args) => (
    <ToastProvider {...args}>
      <Screen toasts={[{ title: 'Sucesso', description: 'O Ticket foi editado com sucesso.', tone: 'success' }]} />
    </ToastProvider>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Mostrar: Sucesso' }));
    const notifications = await region();
    const toast = await within(notifications).findByRole('alertdialog', { name: 'Sucesso' });
    await expect(toast).toHaveAccessibleDescription('O Ticket foi editado com sucesso.');
    await expect(toast).toHaveAttribute('data-tone', 'success');
    // Hovering pauses the timers (as for a person reading it), which also keeps the screenshot stable.
    await userEvent.hover(toast);
    const box = notifications.getBoundingClientRect();
    await expect(Math.round(window.innerWidth - box.right)).toBe(16);
    await expect(Math.round(window.innerHeight - box.bottom)).toBe(16);
  },
};

/** The four tones, kept until closed (`timeout: 0`). */
export const Catalog: Story = {
  render: (args) => (
    <ToastProvider {...args}>
      <Screen
        onMount
        toasts={[
          { title: 'Informação', description: 'A campanha começa amanhã às 9:00.', tone: 'info', timeout: 0 },
          { title: 'Sucesso', description: 'Atendimento finalizado com sucesso.', tone: 'success', timeout: 0 },
          { title: 'Atenção', description: 'Alguns campos precisam ser corrigidos.', tone: 'warning', timeout: 0 },
          { title: 'Erro', description: 'Algo deu errado ao finalizar. Reinicie a página.', tone: 'error', timeout: 0 },
          { title: 'URL copiada para sua área de transferência', tone: 'success', timeout: 0 },
        ]}
      />
    </ToastProvider>
  ),
  play: async () => {
    const notifications = await region();
    const toasts = await within(notifications).findAllByRole('alertdialog');
    await expect(toasts).toHaveLength(5);
    // Newest first in reading order; drawn bottom-up, so the newest sits nearest the corner.
    await expect(toasts.map((t) => t.getAttribute('data-tone'))).toEqual(['success', 'error', 'warning', 'success', 'info']);
  },
};

/** The × removes a toast at once. */
export const Close: Story = {
  render: (args) => (
    <ToastProvider {...args}>
      <Screen onMount toasts={[{ title: 'Erro', description: 'Token não encontrado.', tone: 'error' }]} />
    </ToastProvider>
  ),
  play: async () => {
    const notifications = await region();
    await userEvent.click(await within(notifications).findByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(within(document.body).queryByRole('region', { name: 'Notificações' })).toBeNull());
  },
};

/** Toasts leave by themselves after their time (here a short custom one). */
export const AutoDismiss: Story = {
  render: (args) => (
    <ToastProvider {...args}>
      <Screen onMount toasts={[{ title: 'Salvo', tone: 'success', timeout: 400 }]} />
    </ToastProvider>
  ),
  play: async () => {
    await region();
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).toBeNull());
  },
};

/** More than `maxVisible` toasts wait their turn. */
export const Queue: Story = {
  args: { maxVisible: 2 },
  render: (args) => (
    <ToastProvider {...args}>
      <Screen
        onMount
        toasts={[
          { title: 'Primeiro', tone: 'info', timeout: 0 },
          { title: 'Segundo', tone: 'info', timeout: 0 },
          { title: 'Terceiro', tone: 'info', timeout: 0 },
        ]}
      />
    </ToastProvider>
  ),
  play: async () => {
    const notifications = await region();
    await expect(await within(notifications).findAllByRole('alertdialog')).toHaveLength(2);
  },
};

export const LongText: Story = {
  render: (args) => (
    <ToastProvider {...args}>
      <Screen
        onMount
        toasts={[
          {
            title: 'Pronto!',
            description:
              'Seu atendimento foi agendado com sucesso! Aguarde até que entremos em contato pelo telefone informado no cadastro: https://exemplo.com.br/agendamentos/2026/03/14/confirmacao-do-atendimento',
            tone: 'success',
            timeout: 0,
          },
        ]}
      />
    </ToastProvider>
  ),
  play: async () => {
    const notifications = await region();
    await expect(notifications.getBoundingClientRect().width).toBeLessThanOrEqual(380);
  },
};

/** In rtl the stack sits at the bottom left, the inline end, and each toast reads from the right. */
export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  render: (args) => (
    <ToastProvider {...args}>
      <Screen onMount toasts={[{ title: 'Sucesso', description: 'Imagens anexadas com sucesso.', tone: 'success', timeout: 0 }]} />
    </ToastProvider>
  ),
  play: async () => {
    const notifications = await region();
    await expect(Math.round(notifications.getBoundingClientRect().left)).toBe(16);
    const title = await within(notifications).findByText('Sucesso');
    const close = await within(notifications).findByRole('button', { name: 'Fechar' });
    await expect(close.getBoundingClientRect().right).toBeLessThan(title.getBoundingClientRect().left);
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'xs' } },
  render: (args) => (
    <ToastProvider {...args}>
      <Screen onMount toasts={[{ title: 'Erro', description: 'Houve um problema com o servidor.', tone: 'error', timeout: 0 }]} />
    </ToastProvider>
  ),
  play: async () => {
    const notifications = await region();
    await expect(Math.round(notifications.getBoundingClientRect().width)).toBe(window.innerWidth - 16);
  },
};

export const TextsOverridden: Story = {
  args: { regionLabel: 'Notifications', closeLabel: 'Dismiss' },
  render: (args) => (
    <ToastProvider {...args}>
      <Screen onMount toasts={[{ title: 'Saved', tone: 'success', timeout: 0 }]} />
    </ToastProvider>
  ),
  play: async () => {
    const notifications = await findOverlay('region', 'Notifications');
    await expect(await within(notifications).findByRole('button', { name: 'Dismiss' })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  render: (args) => (
    <ToastProvider {...args}>
      <Screen
        onMount
        toasts={[
          { title: 'Sucesso', description: 'Encaminhamos o e-mail.', tone: 'success', timeout: 0 },
          { title: 'Erro', description: 'Algo deu errado na recuperação de senha.', tone: 'error', timeout: 0 },
        ]}
      />
    </ToastProvider>
  ),
  play: async () => {
    const notifications = await region();
    await expect(await within(notifications).findAllByRole('alertdialog')).toHaveLength(2);
  },
};

/** Whether two boxes share any pixel. */
const overlaps = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** A dialog open, as after scheduling a return: its buttons at the bottom and its × at the top. */
function ReturnDialog({ args }: { args: Story['args'] }) {
  return (
    <ToastProvider {...args}>
      <Screen
        onMount
        toasts={[{ title: 'Sucesso', description: 'Retorno agendado para 26/11/2026, 10:30.', tone: 'success', timeout: 0 }]}
      />
      <Modal
        isOpen
        title="Retorno de Carlos Moreira"
        footer={
          <>
            <Button variant="secondary">Fechar</Button>
            <Button>Atender ticket</Button>
          </>
        }
      >
        <p>Carlos pediu para ligar de volta às 10:30, depois da reunião.</p>
      </Modal>
    </ToastProvider>
  );
}

/**
 * With a dialog open the toasts move to the top centre: they covered a dialog's "Atender ticket" and "Fechar" for
 * five seconds. F6 still reaches them from inside the dialog, and Enter on their × closes them.
 */
export const OverADialog: Story = {
  render: (args) => <ReturnDialog args={args} />,
  play: async () => {
    const dialog = await findOverlay('dialog', 'Retorno de Carlos Moreira');
    const notifications = await region();
    const toast = await within(notifications).findByRole('alertdialog', { name: 'Sucesso' });
    for (const button of await within(dialog).findAllByRole('button'))
      await expect(overlaps(toast.getBoundingClientRect(), button.getBoundingClientRect())).toBe(false);
    await userEvent.keyboard('{F6}');
    await waitFor(() => expect(notifications.contains(document.activeElement)).toBe(true));
    // F6 lands on the region; Tab on the toast, then on its ×.
    await userEvent.tab();
    await expect(toast).toHaveFocus();
    await userEvent.tab();
    await expect(await within(notifications).findByRole('button', { name: 'Fechar' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).toBeNull());
    await findOverlay('dialog', 'Retorno de Carlos Moreira');
  },
};

/** On a phone the dialog fills the screen: the toast sits over its body, clear of its header and its buttons. */
export const OverADialogOnPhone: Story = {
  globals: { viewport: { value: 'xs' } },
  render: (args) => <ReturnDialog args={args} />,
  play: async () => {
    const dialog = await findOverlay('dialog', 'Retorno de Carlos Moreira');
    const toast = await within(await region()).findByRole('alertdialog', { name: 'Sucesso' });
    await userEvent.hover(toast);
    for (const button of await within(dialog).findAllByRole('button'))
      await expect(overlaps(toast.getBoundingClientRect(), button.getBoundingClientRect())).toBe(false);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};
