import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SafeHtml } from './SafeHtml';

const meta = {
  title: 'Kit/Data display/SafeHtml',
  component: SafeHtml,
  args: {
    html: '<p>Olá, <strong>Maria</strong>!</p><p>Notamos que a sua compra do <em>Curso de Confeitaria</em> não foi concluída.</p><ul><li>Acesso vitalício</li><li>Certificado</li></ul><p>Dúvidas? <a href="https://exemplo.com.br/ajuda">Fale conosco</a>.<br>Abraços, Ana</p>',
  },
} satisfies Meta<typeof SafeHtml>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Formatting, lists and links are kept; links open in a new tab. */
export const Formatting: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect((await canvas.findByText('Maria')).tagName).toBe('STRONG');
    await expect(await canvas.findAllByRole('listitem')).toHaveLength(2);
    const link = await canvas.findByRole('link', { name: 'Fale conosco' });
    await expect(link).toHaveAttribute('href', 'https://exemplo.com.br/ajuda');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

/** What could run code, load something or restyle the page is dropped; the text around it stays. */
export const DangerousMarkup: Story = {
  args: {
    html: '<h1 style="color:red" onclick="alert(1)">Promoção</h1><p>Texto <span class="x">seguro</span>.</p><script>alert(1)</script><img src="https://rastreio.exemplo/pixel.gif" onerror="alert(1)"><iframe src="https://exemplo.com"></iframe><p><a href="javascript:alert(1)">Clique aqui</a></p><style>body{display:none}</style>',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // A heading inside content becomes a bold paragraph: the page's own outline stays intact.
    await expect(canvas.queryByRole('heading')).toBeNull();
    const title = await canvas.findByText('Promoção');
    await expect(title).not.toHaveAttribute('style');
    await expect(title).not.toHaveAttribute('onclick');
    await expect(await canvas.findByText(/Texto seguro/)).toBeVisible();
    await expect(canvasElement.querySelector('script, img, iframe, style')).toBeNull();
    // A `javascript:` link keeps its words but is no link any more.
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(await canvas.findByText('Clique aqui')).toBeVisible();
  },
};

/** Plain text (no tags) shows as it is. */
export const PlainText: Story = {
  args: { html: 'Olá, Maria! Posso te ajudar com a sua compra?' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Olá, Maria! Posso te ajudar com a sua compra?')).toBeVisible();
  },
};

/** Right to left the message reads from the right and a list's bullets hang on the right of its items. */
export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [item] = await canvas.findAllByRole('listitem');
    const list = item!.parentElement!;
    await expect(getComputedStyle(list).paddingRight).not.toBe('0px');
    await expect(getComputedStyle(list).paddingLeft).toBe('0px');
    const words = document.createRange();
    words.selectNodeContents(item!);
    await expect(words.getBoundingClientRect().right).toBeCloseTo(item!.getBoundingClientRect().right, 0);
  },
};
