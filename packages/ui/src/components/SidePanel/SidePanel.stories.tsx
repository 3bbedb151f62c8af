import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { findOverlay } from '../IconButton/storySupport';
import { ModalTrigger } from '../Modal';
import { TextArea } from '../TextArea';
import { TextField } from '../TextField';
import { SidePanel } from './SidePanel';

const fullHeight = [
  (Story: () => React.ReactNode) => (
    <div style={{ minBlockSize: '100vh' }}>
      <Story />
    </div>
  ),
];

const onSave = fn();

const details = (
  <div style={{ display: 'grid', gap: 12 }}>
    <TextField label="Nome" defaultValue="Ana Souza" />
    <TextField label="E-mail" defaultValue="ana@exemplo.com.br" />
    <TextArea label="Observações" defaultValue="Prefere contato por WhatsApp à tarde." rows={3} />
  </div>
);

const meta = {
  title: 'Kit/Overlays/SidePanel',
  component: SidePanel,
  args: {
    title: 'Lead #4821',
    children: details,
    footer: (close: () => void) => (
      <>
        <Button variant="secondary" onPress={close}>
          Cancelar
        </Button>
        <Button
          onPress={() => {
            onSave();
            close();
          }}
        >
          Salvar
        </Button>
      </>
    ),
  },
  decorators: fullHeight,
  beforeEach: () => {
    onSave.mockClear();
  },
} satisfies Meta<typeof SidePanel>;
export default meta;
type Story = StoryObj<typeof meta>;

const edges = (panel: HTMLElement) => (panel.parentElement as HTMLElement).getBoundingClientRect();

/** Opened from a list row; slides in against the inline-end edge (the right in ltr). */
export const Default: Story = {
  render: (args) => (
    <ModalTrigger>
      <Button variant="secondary">Ver lead</Button>
      <SidePanel {...args} />
    </ModalTrigger>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Ver lead' }));
    const panel = await findOverlay('dialog', 'Lead #4821');
    await expect(edges(panel).right).toBe(window.innerWidth);
    await expect(edges(panel).width).toBe(480);
    await userEvent.click(await within(panel).findByRole('button', { name: 'Salvar' }));
    await expect(onSave).toHaveBeenCalledOnce();
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
  },
};

/** Widths sm 360, md 480 (default), lg 720, opened in turn; lg stays open. */
export const Catalog: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8 }}>
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <ModalTrigger key={size}>
          <Button variant="secondary">{`Painel ${size}`}</Button>
          <SidePanel {...args} size={size} title={`Painel ${size}`} />
        </ModalTrigger>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const [size, width] of [
      ['sm', 360],
      ['md', 480],
      ['lg', 720],
    ] as const) {
      await userEvent.click(await canvas.findByRole('button', { name: `Painel ${size}` }));
      const panel = await findOverlay('dialog', `Painel ${size}`);
      await expect(edges(panel).width).toBe(width);
      if (size !== 'lg') {
        await userEvent.keyboard('{Escape}');
        await expect(within(document.body).queryByRole('dialog')).toBeNull();
      }
    }
  },
};

export const Open: Story = {
  args: { isOpen: true },
  play: async () => {
    const panel = await findOverlay('dialog', 'Lead #4821');
    await expect(edges(panel).height).toBe(window.innerHeight);
    await expect(await within(panel).findByRole('textbox', { name: 'Nome' })).toHaveValue('Ana Souza');
  },
};

/** In rtl the drawer comes from the left, still the inline-end edge. */
export const RightToLeft: Story = {
  args: { isOpen: true },
  globals: { direction: 'rtl' },
  play: async () => {
    const panel = await findOverlay('dialog', 'Lead #4821');
    await expect(edges(panel).left).toBe(0);
  },
};

export const FullWidthOnPhone: Story = {
  args: { isOpen: true },
  globals: { viewport: { value: 'xs' } },
  play: async () => {
    const panel = await findOverlay('dialog', 'Lead #4821');
    await expect(edges(panel).width).toBe(window.innerWidth);
    // Nothing in it widens the page: a phone never scrolls sideways under it.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};

/**
 * 400 % zoom (320 × 200 CSS px): header, fields and buttons scroll together (a fixed header and footer left 32 px
 * of form between them), and every field can be reached.
 */
export const ZoomedIn: Story = {
  args: { isOpen: true },
  parameters: { viewport: { options: { zoom400: { name: '400 % zoom (320 × 200)', styles: { width: '320px', height: '200px' } } } } },
  globals: { viewport: { value: 'zoom400' } },
  play: async () => {
    const panel = await findOverlay('dialog', 'Lead #4821');
    const box = panel.parentElement as HTMLElement;
    await expect(box.scrollHeight).toBeGreaterThan(box.clientHeight);
    const notes = await within(panel).findByRole('textbox', { name: 'Observações' });
    notes.focus();
    await expect(notes.getBoundingClientRect().height).toBeGreaterThan(32);
    const save = await within(panel).findByRole('button', { name: 'Salvar' });
    save.scrollIntoView();
    await expect(save.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};

/** A click on the backdrop (beside the panel) closes it. */
export const DismissOutside: Story = {
  args: { defaultOpen: true },
  play: async () => {
    const panel = await findOverlay('dialog', 'Lead #4821');
    const backdrop = panel.parentElement?.parentElement as HTMLElement;
    await userEvent.pointer({ keys: '[MouseLeft]', target: backdrop, coords: { clientX: 20, clientY: 20 } });
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
  },
};

export const CloseLabelOverridden: Story = {
  args: { isOpen: true, title: 'Lead #4821', closeLabel: 'Close panel' },
  play: async () => {
    const panel = await findOverlay('dialog', 'Lead #4821');
    await expect(await within(panel).findByRole('button', { name: 'Close panel' })).toBeVisible();
  },
};

export const Dark: Story = {
  args: { isOpen: true },
  globals: { theme: 'dark' },
  play: async () => {
    await findOverlay('dialog', 'Lead #4821');
  },
};
