import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { VariantGrid } from '../../patterns/VariantGrid';
import { Timeline, type TimelineEvent } from './Timeline';

/** The pinned test clock: 14/03/2026 12:00 in São Paulo. */
const NOW = new Date('2026-03-14T12:00:00-03:00');

const CheckIcon = () => (
  <svg viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
    <path d="m3.5 8.5 3 3 6-7" />
  </svg>
);

const events: TimelineEvent[] = [
  { id: 1, title: 'Atendimento encerrado', date: '2026-03-14T11:55:00-03:00', actor: 'Ana Souza', tone: 'success', icon: <CheckIcon /> },
  {
    id: 2,
    title: 'Mensagem enviada',
    description: 'Olá! Seu pedido foi despachado hoje.',
    date: '2026-03-14 09:30:00',
    actor: 'Bruno Lima',
    tone: 'primary',
  },
  { id: 3, title: 'Transferido para Financeiro', date: '2026-03-13T16:10:00-03:00', actor: 'Sistema', tone: 'warning' },
  { id: 4, title: 'Atendimento aberto', date: '2026-03-01', tone: 'neutral' },
];

const meta = {
  title: 'Kit/Data display/Timeline',
  component: Timeline,
  args: { events, now: NOW },
} satisfies Meta<typeof Timeline>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('list', { name: 'Histórico' });
    const items = await within(list).findAllByRole('listitem');
    await expect(items).toHaveLength(4);
    await expect(items[0]).toHaveTextContent('14/03/2026 11:55');
    await expect(items[1]).toHaveTextContent('14/03/2026 9:30');
    await expect(items[3]).toHaveTextContent('01/03/2026 0:00');
    await expect(items[0]!.querySelector('time')).toHaveAttribute('dateTime', '2026-03-14T14:55:00.000Z');
  },
};

export const Relative: Story = {
  args: { dateFormat: 'relative' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('há 5 minutos')).toHaveAttribute('title', '14/03/2026 11:55');
    await expect(await canvas.findByText('há 3 horas')).toBeVisible();
    await expect(await canvas.findByText('há 20 horas')).toBeVisible();
    await expect(await canvas.findByText('há 2 semanas')).toBeVisible();
  },
};

export const Catalog: Story = {
  render: (args) => (
    <VariantGrid columns={3} track="1fr" gap={24}>
      <Timeline {...args} aria-label="Data e hora" />
      <Timeline {...args} aria-label="Só data" dateFormat="date" />
      <Timeline {...args} aria-label="Relativo" dateFormat="relative" />
      <Timeline {...args} events={[]} />
      <Timeline {...args} events={[]} isLoading />
      <Timeline
        {...args}
        aria-label="Tons"
        events={(['neutral', 'primary', 'success', 'warning', 'danger'] as const).map((tone, i) => ({
          id: tone,
          title: tone,
          date: NOW.getTime() - i * 3_600_000,
          tone,
        }))}
      />
    </VariantGrid>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByRole('list')).toHaveLength(4);
    await expect(await canvas.findByText('Não existe registro por aqui')).toBeVisible();
    await expect(await canvas.findByText('Carregando histórico…')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { events: [], emptyText: 'Nenhum evento registrado' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Nenhum evento registrado')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
    await expect(await within(canvasElement).findByText('Carregando histórico…')).toBeInTheDocument();
  },
};

export const InvalidDates: Story = {
  args: {
    events: [
      { id: 'a', title: 'Sem data', date: null },
      { id: 'b', title: 'Data impossível', date: '2026-02-30' },
    ],
    dateFormat: 'relative',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByText('—')).toHaveLength(2);
    await expect(canvasElement.textContent).not.toMatch(/NaN|Invalid/);
  },
};

export const LongText: Story = {
  render: (args) => (
    <div style={{ inlineSize: 320 }}>
      <Timeline
        {...args}
        events={[
          {
            id: 1,
            title: 'Cliente respondeu a pesquisa de satisfação com uma nota baixa e um comentário detalhado',
            description: 'https://retoma.example.com/atendimentos/2026/03/14/comentario-completo-do-cliente-sobre-o-atendimento',
            date: NOW,
            actor: 'Maria Fernanda de Albuquerque Cavalcanti',
          },
        ]}
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const item = await within(canvasElement).findByRole('listitem');
    await expect(item.scrollWidth).toBeLessThanOrEqual(item.clientWidth);
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const item = (await within(canvasElement).findAllByRole('listitem'))[0]!;
    const marker = item.firstElementChild!;
    // The rail and markers sit on the inline-start side: the right in rtl.
    await expect(Math.round(marker.getBoundingClientRect().right)).toBe(Math.round(item.getBoundingClientRect().right));
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByRole('listitem')).toHaveLength(4);
  },
};
