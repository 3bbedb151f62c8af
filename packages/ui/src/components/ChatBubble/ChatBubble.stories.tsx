import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Avatar } from '../Avatar';
import { ChatBubble } from './ChatBubble';

const meta = {
  title: 'Kit/Data display/ChatBubble',
  component: ChatBubble,
  args: {
    textContent: 'Olá! Como posso ajudar?',
    sentAt: '2026-03-14T11:58:00-03:00',
    avatar: <Avatar name="Cliente Silva" size="sm" decorative />,
  },
} satisfies Meta<typeof ChatBubble>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Olá! Como posso ajudar?')).toBeVisible();
    await expect(await canvas.findByText('14/03/2026 11:58')).toHaveAttribute('dateTime', '2026-03-14T14:58:00.000Z');
  },
};

export const Sent: Story = {
  args: { isSent: true, textContent: 'Seu pedido saiu para entrega.', avatar: <Avatar name="Ana Souza" size="sm" decorative /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bubble = await canvas.findByText('Seu pedido saiu para entrega.');
    // Sent messages sit at the inline end.
    await expect(bubble.getBoundingClientRect().right).toBeGreaterThan(canvasElement.getBoundingClientRect().right - 80);
    await expect(await canvas.findByText('Você:')).toBeInTheDocument();
  },
};

export const Conversation: Story = {
  render: () => (
    <div role="log" aria-label="Conversa com Cliente Silva" style={{ display: 'grid', gap: 12, maxInlineSize: 520 }}>
      <ChatBubble
        textContent="Oi, meu boleto venceu ontem."
        senderName="Cliente Silva"
        sentAt="2026-03-14T11:50:00-03:00"
        avatar={<Avatar name="Cliente Silva" size="sm" decorative />}
      />
      <ChatBubble
        isSent
        textContent={'Sem problemas!\nVou gerar um novo boleto com vencimento para sexta.'}
        sentAt="2026-03-14T11:52:00-03:00"
        avatar={<Avatar name="Ana Souza" size="sm" status="online" decorative />}
      />
      <ChatBubble textContent="Obrigado!" sentAt="2026-03-14T11:53:00-03:00" />
      <ChatBubble isSent textContent="Prontinho." />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const log = await within(canvasElement).findByRole('log', { name: 'Conversa com Cliente Silva' });
    await expect(await within(log).findByText('Cliente Silva')).toBeVisible();
    // Line breaks of the message are kept.
    const multi = await within(log).findByText(/Sem problemas!/);
    await expect(getComputedStyle(multi).whiteSpace).toBe('pre-wrap');
    await expect(await within(log).findAllByText('Você:')).toHaveLength(2);
  },
};

export const Catalog: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <ChatBubble
        textContent="Recebida, com avatar e hora"
        sentAt="2026-03-14T10:00:00-03:00"
        avatar={<Avatar name="Carla Dias" size="sm" decorative />}
      />
      <ChatBubble textContent="Recebida, sem avatar" />
      <ChatBubble textContent="Recebida, com remetente" senderName="Carla Dias" />
      <ChatBubble
        isSent
        textContent="Enviada, com avatar e hora"
        sentAt="2026-03-14T10:01:00-03:00"
        avatar={<Avatar name="Ana Souza" size="sm" decorative />}
      />
      <ChatBubble isSent textContent="Enviada, sem avatar" sentLabel="You" />
      <ChatBubble isSent textContent="Enviada, com remetente" senderName="Ana (supervisora)" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('You:')).toBeInTheDocument();
    await expect(await canvas.findByText('Ana (supervisora)')).toBeVisible();
    await expect(await canvas.findByText('14/03/2026 10:01')).toBeVisible();
  },
};

export const LongText: Story = {
  render: () => (
    <div style={{ inlineSize: 360, maxInlineSize: '100%', display: 'grid', gap: 12 }}>
      <ChatBubble textContent="https://retoma.example.com/rastreamento/pedido/BR-2026-000000000123456789-ENTREGA-EXPRESSA" />
      <ChatBubble
        isSent
        textContent="Uma mensagem bem comprida em português, com várias frases, para conferir que o balão quebra as linhas e não passa de setenta e cinco por cento da largura da conversa."
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const bubble = await within(canvasElement).findByText(/rastreamento/);
    await expect(bubble.scrollWidth).toBeLessThanOrEqual(bubble.clientWidth);
  },
};

export const InvalidDate: Story = {
  args: { sentAt: 'ontem à tarde' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('time')).toBeNull();
    await expect(canvasElement.textContent).not.toMatch(/NaN|Invalid/);
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  render: Catalog.render,
  play: async ({ canvasElement }) => {
    const sent = await within(canvasElement).findByText('Enviada, sem avatar');
    // In rtl, sent messages move to the left.
    await expect(sent.getBoundingClientRect().left).toBeLessThan(canvasElement.getBoundingClientRect().left + 80);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  render: Catalog.render,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Enviada, com avatar e hora')).toBeVisible();
  },
};
