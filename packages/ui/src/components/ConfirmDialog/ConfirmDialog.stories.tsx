import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { findOverlay } from '../IconButton/storySupport';
import { ModalTrigger } from '../Modal';
import { ConfirmDialog } from './ConfirmDialog';

const fullHeight = [
  (Story: () => React.ReactNode) => (
    <div style={{ minBlockSize: '100vh' }}>
      <Story />
    </div>
  ),
];

const onConfirm = fn();
const onCancel = fn();

const meta = {
  title: 'Kit/Overlays/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    title: 'Reabrir registro',
    message: 'Deseja reabrir este ticket? Procedimento irreversível.',
    confirmLabel: 'Sim, reabrir!',
    onConfirm,
    onCancel,
  },
  decorators: fullHeight,
  beforeEach: () => {
    onConfirm.mockClear();
    onCancel.mockClear();
  },
} satisfies Meta<typeof ConfirmDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** Asked from a button; confirming runs the action and closes. */
export const Default: Story = {
  render: (args) => (
    <ModalTrigger>
      <Button variant="secondary">Reabrir</Button>
      <ConfirmDialog {...args} />
    </ModalTrigger>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Reabrir' }));
    const dialog = await findOverlay('alertdialog', 'Reabrir registro');
    await expect(dialog).toHaveTextContent('Deseja reabrir este ticket? Procedimento irreversível.');
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Sim, reabrir!' }));
    await expect(onConfirm).toHaveBeenCalledOnce();
    await expect(body().queryByRole('alertdialog')).toBeNull();
  },
};

/** Both tones, each in its own question: primary first, then danger (left open). */
export const Catalog: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8 }}>
      <ModalTrigger>
        <Button variant="secondary">Finalizar</Button>
        <ConfirmDialog {...args} title="Finalizar atendimento?" message="Deseja mesmo finalizar este atendimento?" confirmLabel="Sim!" />
      </ModalTrigger>
      <ModalTrigger>
        <Button variant="danger">Excluir</Button>
        <ConfirmDialog
          {...args}
          tone="danger"
          title="Excluir campanha"
          message="A campanha e o histórico de envios serão excluídos."
          confirmLabel="Excluir"
        />
      </ModalTrigger>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Finalizar' }));
    let dialog = await findOverlay('alertdialog', 'Finalizar atendimento?');
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Cancelar' }));
    await expect(onCancel).toHaveBeenCalledOnce();
    await userEvent.click(await canvas.findByRole('button', { name: 'Excluir' }));
    dialog = await findOverlay('alertdialog', 'Excluir campanha');
    await expect(await within(dialog).findByRole('button', { name: 'Excluir' })).toHaveAttribute('data-variant', 'danger');
  },
};

export const Open: Story = {
  args: { isOpen: true, tone: 'danger' },
  play: async () => {
    const dialog = await findOverlay('alertdialog', 'Reabrir registro');
    await expect(await within(dialog).findAllByRole('button')).toHaveLength(2);
  },
};

/** A click outside does not answer the question. */
export const NotDismissedByClickOutside: Story = {
  args: { defaultOpen: true },
  play: async () => {
    const dialog = await findOverlay('alertdialog');
    const backdrop = dialog.parentElement?.parentElement as HTMLElement;
    await userEvent.pointer({ keys: '[MouseLeft]', target: backdrop, coords: { clientX: 10, clientY: 10 } });
    await expect(await body().findByRole('alertdialog')).toBeVisible();
    await expect(onCancel).not.toHaveBeenCalled();
  },
};

/** Settles the pending action of the async stories. */
let settle: { resolve: () => void; reject: (error: Error) => void } = { resolve: () => undefined, reject: () => undefined };
const slowAction = () =>
  new Promise<void>((resolve, reject) => {
    settle = { resolve, reject };
  });

/** The action takes time: the button shows it is working; the dialog closes when it succeeds. */
export const AsyncConfirm: Story = {
  args: { defaultOpen: true },
  render: (args) => <ConfirmDialog {...args} onConfirm={slowAction} />,
  play: async () => {
    const dialog = await findOverlay('alertdialog');
    const confirm = await within(dialog).findByRole('button', { name: 'Sim, reabrir!' });
    await userEvent.click(confirm);
    await waitFor(() => expect(confirm).toHaveAttribute('data-busy', 'true'));
    await expect(await within(dialog).findByRole('button', { name: 'Cancelar' })).toBeDisabled();
    settle.resolve();
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
  },
};

/** The action fails: the question stays open (the screen shows the error), ready to retry. */
export const FailedConfirm: Story = {
  args: { defaultOpen: true },
  render: (args) => <ConfirmDialog {...args} onConfirm={slowAction} />,
  play: async () => {
    const dialog = await findOverlay('alertdialog');
    const confirm = await within(dialog).findByRole('button', { name: 'Sim, reabrir!' });
    await userEvent.click(confirm);
    await waitFor(() => expect(confirm).toHaveAttribute('data-busy', 'true'));
    settle.reject(new Error('500'));
    await waitFor(() => expect(confirm).not.toHaveAttribute('data-busy'));
    await expect(await body().findByRole('alertdialog')).toBeVisible();
    await expect(confirm).toBeEnabled();
  },
};

export const LabelsOverridden: Story = {
  args: {
    isOpen: true,
    title: 'Delete lead',
    message: 'This cannot be undone.',
    confirmLabel: 'Delete',
    cancelLabel: 'Keep',
    tone: 'danger',
  },
  play: async () => {
    const dialog = await findOverlay('alertdialog', 'Delete lead');
    await expect(await within(dialog).findByRole('button', { name: 'Keep' })).toBeVisible();
    await expect(await within(dialog).findByRole('button', { name: 'Delete' })).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    isOpen: true,
    title: 'Transferir todos os tickets abertos desta campanha para outro atendente da equipe',
    message:
      'Os 128 tickets abertos da campanha "Carrinho abandonado — Black Friday" serão transferidos para Maria Aparecida dos Santos. Os atendentes atuais perdem o acesso a eles e o histórico registra quem fez a transferência.',
    confirmLabel: 'Transferir tickets',
  },
  play: async () => {
    const dialog = await findOverlay('alertdialog');
    await expect((dialog.parentElement as HTMLElement).getBoundingClientRect().width).toBe(400);
  },
};

/** Right to left the question starts on the right and the answers swap sides: confirming closes the row on the left. */
export const RightToLeft: Story = {
  args: { isOpen: true, tone: 'danger' },
  globals: { direction: 'rtl' },
  play: async () => {
    const dialog = await findOverlay('alertdialog', 'Reabrir registro');
    const confirm = (await within(dialog).findByRole('button', { name: 'Sim, reabrir!' })).getBoundingClientRect();
    const [cancel] = (await within(dialog).findAllByRole('button')).filter((button) => button.textContent !== 'Sim, reabrir!');
    await expect(confirm.right).toBeLessThanOrEqual(cancel!.getBoundingClientRect().left);
    await expect(getComputedStyle(dialog).direction).toBe('rtl');
  },
};
