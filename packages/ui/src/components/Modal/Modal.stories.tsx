import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { findOverlay } from '../IconButton/storySupport';
import { TextField } from '../TextField';
import { Modal, ModalTrigger } from './Modal';

/** Overlays render in a portal over the page: give the canvas the viewport's height so screenshots show them. */
const fullHeight = [
  (Story: () => React.ReactNode) => (
    <div style={{ minBlockSize: '100vh' }}>
      <Story />
    </div>
  ),
];

const onOpenChange = fn();

const meta = {
  title: 'Kit/Overlays/Modal',
  component: Modal,
  args: {
    title: 'Editar lead',
    children: <p style={{ margin: 0 }}>Altere os dados do lead e salve.</p>,
    onOpenChange,
  },
  decorators: fullHeight,
  beforeEach: () => {
    onOpenChange.mockClear();
  },
} satisfies Meta<typeof Modal>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** Opened by its button; the × closes it and the focus goes back to the button. */
export const Default: Story = {
  args: { onOpenChange: undefined },
  render: (args) => (
    <ModalTrigger>
      <Button>Editar lead</Button>
      <Modal {...args} />
    </ModalTrigger>
  ),
  play: async ({ canvasElement }) => {
    const trigger = await within(canvasElement).findByRole('button', { name: 'Editar lead' });
    await userEvent.click(trigger);
    const dialog = await findOverlay('dialog', 'Editar lead');
    await expect(dialog).toHaveTextContent('Altere os dados do lead e salve.');
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    // Focus goes back to the button once the dialog has left (react-aria restores it as the overlay unmounts).
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** The three widths (sm 400, md 600 = the default popup, lg 900), opened one after the other; md stays open. */
export const Catalog: Story = {
  args: { onOpenChange: undefined },
  render: (args) => (
    <div style={{ display: 'flex', gap: 8 }}>
      {(['sm', 'lg', 'md'] as const).map((size) => (
        <ModalTrigger key={size}>
          <Button variant="secondary">{`Abrir ${size}`}</Button>
          <Modal {...args} size={size} title={`Tamanho ${size}`} footer={(close) => <Button onPress={close}>Ok</Button>} />
        </ModalTrigger>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const [size, width] of [
      ['sm', 400],
      ['lg', 900],
      ['md', 600],
    ] as const) {
      await userEvent.click(await canvas.findByRole('button', { name: `Abrir ${size}` }));
      const dialog = await findOverlay('dialog', `Tamanho ${size}`);
      await expect((dialog.parentElement as HTMLElement).getBoundingClientRect().width).toBe(width);
      if (size !== 'md') {
        await userEvent.click(await within(dialog).findByRole('button', { name: 'Ok' }));
        await expect(body().queryByRole('dialog')).toBeNull();
      }
    }
  },
};

/** The spec's popup: 600 px wide by default. */
export const Open: Story = {
  args: {
    isOpen: true,
    footer: (
      <>
        <Button variant="secondary">Cancelar</Button>
        <Button>Salvar</Button>
      </>
    ),
  },
  play: async () => {
    const dialog = await findOverlay('dialog', 'Editar lead');
    await expect((dialog.parentElement as HTMLElement).getBoundingClientRect().width).toBe(600);
    await expect(await within(dialog).findByRole('button', { name: 'Salvar' })).toBeVisible();
  },
};

/** Escape and a click on the backdrop close it. */
export const Dismiss: Story = {
  args: { defaultOpen: true },
  play: async () => {
    await findOverlay('dialog');
    await userEvent.keyboard('{Escape}');
    await expect(body().queryByRole('dialog')).toBeNull();
    await expect(onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const NotDismissable: Story = {
  args: { isOpen: true, isDismissable: false, isKeyboardDismissDisabled: true, hideCloseButton: true, footer: <Button>Entendi</Button> },
  play: async () => {
    await findOverlay('dialog', 'Editar lead');
    await userEvent.keyboard('{Escape}');
    await expect(await body().findByRole('dialog', { name: 'Editar lead' })).toBeVisible();
    await expect(onOpenChange).not.toHaveBeenCalled();
    await expect(body().queryByRole('button', { name: 'Fechar' })).toBeNull();
  },
};

/** Below the sm breakpoint (576 px) the popup takes the whole screen. */
export const FullScreenOnPhone: Story = {
  args: { isOpen: true, footer: <Button>Salvar</Button> },
  globals: { viewport: { value: 'xs' } },
  play: async () => {
    const box = (await findOverlay('dialog')).parentElement as HTMLElement;
    await expect(box.getBoundingClientRect().width).toBe(window.innerWidth);
    await expect(box.getBoundingClientRect().height).toBe(window.innerHeight);
    // Nothing in it widens the page: a phone never scrolls sideways under it.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};

/** A long body scrolls inside the popup; title and buttons stay in view. */
export const LongContent: Story = {
  args: {
    isOpen: true,
    title: 'Termos de afiliação do programa de recuperação de vendas com um título muito longo que quebra linha',
    children: (
      <div>
        {Array.from({ length: 30 }, (_, i) => (
          <p
            key={i}
          >{`${i + 1}. O afiliado recebe comissão sobre as vendas recuperadas por seus links, após a confirmação do pagamento.`}</p>
        ))}
      </div>
    ),
    footer: <Button>Aceitar</Button>,
  },
  play: async () => {
    const dialog = await findOverlay('dialog');
    await expect(await within(dialog).findByRole('button', { name: 'Aceitar' })).toBeVisible();
    await expect((dialog.parentElement as HTMLElement).getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
  },
};

/**
 * 400 % zoom (320 × 200 CSS px): title, body and buttons scroll together, so the body is never a slit between a
 * fixed header and footer; the page does not scroll sideways.
 */
export const ZoomedIn: Story = {
  ...LongContent,
  parameters: { viewport: { options: { zoom400: { name: '400 % zoom (320 × 200)', styles: { width: '320px', height: '200px' } } } } },
  globals: { viewport: { value: 'zoom400' } },
  play: async () => {
    const dialog = await findOverlay('dialog');
    const box = dialog.parentElement as HTMLElement;
    await expect(box.scrollHeight).toBeGreaterThan(box.clientHeight);
    const body = (await within(dialog).findByText(/^1\. O afiliado/)).closest('p')!.parentElement!.parentElement as HTMLElement;
    await expect(body.scrollHeight).toBeLessThanOrEqual(body.clientHeight);
    const accept = await within(dialog).findByRole('button', { name: 'Aceitar' });
    accept.scrollIntoView();
    await expect(accept.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};

/** Focus moves into the popup and Tab stays inside it. */
export const FocusTrap: Story = {
  args: {
    isOpen: true,
    children: <TextField label="Nome" defaultValue="Ana Souza" />,
    footer: <Button>Salvar</Button>,
  },
  play: async () => {
    const dialog = await findOverlay('dialog');
    await userEvent.tab();
    await expect(dialog.contains(document.activeElement)).toBe(true);
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(await within(dialog).findByRole('button', { name: 'Fechar' })).toHaveFocus();
  },
};

export const CloseLabelOverridden: Story = {
  args: { isOpen: true, title: 'Edit lead', closeLabel: 'Close' },
  play: async () => {
    const dialog = await findOverlay('dialog', 'Edit lead');
    await expect(await within(dialog).findByRole('button', { name: 'Close' })).toBeVisible();
  },
};

export const Dark: Story = {
  args: { isOpen: true, footer: <Button>Salvar</Button> },
  globals: { theme: 'dark' },
  play: async () => {
    await findOverlay('dialog', 'Editar lead');
  },
};

/** Right to left the title starts on the right, the close button sits on the left and the primary action closes the footer on the left. */
export const RightToLeft: Story = {
  args: {
    isOpen: true,
    footer: (
      <>
        <Button variant="secondary">Cancelar</Button>
        <Button>Salvar</Button>
      </>
    ),
  },
  globals: { direction: 'rtl' },
  play: async () => {
    const dialog = await findOverlay('dialog', 'Editar lead');
    const box = (dialog.parentElement as HTMLElement).getBoundingClientRect();
    const title = (await within(dialog).findByRole('heading', { name: 'Editar lead' })).getBoundingClientRect();
    const close = (await within(dialog).findByRole('button', { name: 'Fechar' })).getBoundingClientRect();
    const middle = box.left + box.width / 2;
    await expect(close.right).toBeLessThan(middle);
    await expect(title.right).toBeGreaterThan(middle);
    const cancel = (await within(dialog).findByRole('button', { name: 'Cancelar' })).getBoundingClientRect();
    const save = (await within(dialog).findByRole('button', { name: 'Salvar' })).getBoundingClientRect();
    await expect(save.right).toBeLessThanOrEqual(cancel.left);
  },
};
