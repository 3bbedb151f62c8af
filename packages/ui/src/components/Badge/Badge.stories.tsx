import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { VariantGrid } from '../../patterns/VariantGrid';
import { BADGE_TONES, BADGE_VARIANTS } from '../../theme/badgePalette';
import { AA_TEXT_CONTRAST, contrastRatio } from '../../theme/color';
import { Badge } from './Badge';

const meta = {
  title: 'Kit/Data display/Badge',
  component: Badge,
  args: { children: 'Novo' },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Novo')).toBeVisible();
  },
};

function CatalogGrid() {
  return (
    <VariantGrid columns={5} gap={8} style={{ alignItems: 'center' }}>
      {BADGE_VARIANTS.map((variant) =>
        BADGE_TONES.map((tone) => (
          <Badge key={`${variant}-${tone}`} tone={tone} variant={variant}>
            {`${tone} ${variant}`}
          </Badge>
        )),
      )}
      <Badge size="sm">pequeno</Badge>
      <Badge dot tone="success">
        com ponto
      </Badge>
      <Badge count={7} tone="danger" variant="solid" />
      <Badge count={1234} tone="primary" />
      <Badge count={150} max={99} tone="danger" variant="solid" />
    </VariantGrid>
  );
}

/** Every tone in every variant, as rendered, has text at 4.5:1 or more on its own fill (WCAG AA for 12 px). */
async function expectEveryToneReadable(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  for (const variant of BADGE_VARIANTS) {
    for (const tone of BADGE_TONES) {
      const { color, backgroundColor } = getComputedStyle((await canvas.findByText(`${tone} ${variant}`)).parentElement!);
      await expect(contrastRatio(color, backgroundColor), `${tone} ${variant}`).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
    }
  }
}

export const Catalog: Story = {
  render: () => <CatalogGrid />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('success solid')).toBeVisible();
    await expect(await canvas.findByText('1,2k')).toBeVisible();
    await expect(await canvas.findByText('99+')).toBeVisible();
    await expect(await canvas.findByText('7')).toBeVisible();
    await expectEveryToneReadable(canvasElement);
    // The primary fill takes white text, by its brightness (threshold 128).
    await expect(getComputedStyle((await canvas.findByText('primary solid')).parentElement!).color).toBe('rgb(255, 255, 255)');
  },
};

/** Tags coloured by the user: text turns dark or light by perceived brightness (threshold 128). */
export const CustomColors: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      {['#ffeb3b', '#8bc34a', '#00bcd4', '#1e1e2d', '#c62828', '#5b3cc4', '#ffffff', '#767676'].map((color) => (
        <Badge key={color} color={color}>
          {color}
        </Badge>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(getComputedStyle((await canvas.findByText('#ffeb3b')).parentElement!).color).toBe('rgb(31, 35, 48)');
    await expect(getComputedStyle((await canvas.findByText('#1e1e2d')).parentElement!).color).toBe('rgb(255, 255, 255)');
    await expect(getComputedStyle((await canvas.findByText('#767676')).parentElement!).color).toBe('rgb(255, 255, 255)');
  },
};

export const LongText: Story = {
  render: () => (
    <div style={{ inlineSize: 160, border: '1px dashed var(--rt-color-border)' }}>
      <Badge title="Aguardando aprovação do financeiro">Aguardando aprovação do financeiro</Badge>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const label = await within(canvasElement).findByText('Aguardando aprovação do financeiro');
    await expect(label.parentElement).toHaveAttribute('title', 'Aguardando aprovação do financeiro');
    await expect(label.parentElement!.getBoundingClientRect().width).toBeLessThanOrEqual(160);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  render: () => <CatalogGrid />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('danger soft')).toBeVisible();
    await expectEveryToneReadable(canvasElement);
    // The dark theme's pale primary takes dark text.
    await expect(getComputedStyle((await canvas.findByText('primary solid')).parentElement!).color).toBe('rgb(31, 35, 48)');
  },
};

/** Semi-dark keeps the light colours; here on its dark menu bar, where a top bar's counters sit. */
export const SemiDarkMenuBar: Story = {
  globals: { theme: 'semi-dark' },
  render: () => (
    <div style={{ padding: 12, background: 'var(--rt-color-menu-background)' }}>
      <CatalogGrid />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expectEveryToneReadable(canvasElement);
    const outline = (await within(canvasElement).findByText('primary outline')).parentElement!;
    await expect(getComputedStyle(outline).backgroundColor).toBe('rgb(255, 255, 255)');
  },
};

/** Right to left the leading dot leads from the right: it sits after the text on screen, on its right. */
export const RightToLeft: Story = {
  args: { dot: true, tone: 'success', children: 'ativo' },
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const text = await within(canvasElement).findByText('ativo');
    const dot = text.parentElement!.querySelector('[aria-hidden="true"]')!;
    await expect(dot.getBoundingClientRect().left).toBeGreaterThanOrEqual(text.getBoundingClientRect().right);
  },
};
