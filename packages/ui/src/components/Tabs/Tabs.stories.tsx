import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Badge } from '../Badge';
import { Tab, TabList, TabPanel, Tabs, type TabsProps } from './Tabs';

function CustomerTabs(props: TabsProps) {
  return (
    <Tabs {...props}>
      <TabList aria-label="Seções do cliente">
        <Tab id="dados">Dados</Tab>
        <Tab id="historico">
          Histórico <Badge count={12} size="sm" tone="primary" />
        </Tab>
        <Tab id="financeiro">Financeiro</Tab>
        <Tab id="arquivos" isDisabled>
          Arquivos
        </Tab>
      </TabList>
      <TabPanel id="dados">Nome, documento e contatos.</TabPanel>
      <TabPanel id="historico">Linha do tempo de atendimentos.</TabPanel>
      <TabPanel id="financeiro">Faturas e pagamentos.</TabPanel>
      <TabPanel id="arquivos">Arquivos anexados.</TabPanel>
    </Tabs>
  );
}

const meta = {
  title: 'Kit/Navigation and layout/Tabs',
  component: Tabs,
  render: (args) => <CustomerTabs {...args} />,
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The tab list once react-aria has built its collection and selected the first tab: a tab can be in the page a
 * moment before (the built Storybook draws faster than the test run), and keys pressed then go nowhere.
 */
async function readyTabs(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await waitFor(async () => expect(await canvas.findByRole('tab', { name: 'Dados' })).toHaveAttribute('aria-selected', 'true'));
  return canvas;
}

/** A list that overflows once its font is in: before, a narrower fallback may fit. */
async function overflowingList(canvasElement: HTMLElement) {
  await document.fonts.ready;
  const list = await within(canvasElement).findByRole('tablist');
  await waitFor(() => expect(list.scrollWidth).toBeGreaterThan(list.clientWidth));
  return list;
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await readyTabs(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: /Financeiro/ }));
    await expect(await canvas.findByRole('tabpanel')).toHaveTextContent('Faturas e pagamentos.');
  },
};

export const KeyboardNavigation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await readyTabs(canvasElement);
    await userEvent.tab();
    await expect(await canvas.findByRole('tab', { name: 'Dados' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(await canvas.findByRole('tab', { name: /Histórico/ })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    // The disabled tab is skipped.
    await expect(await canvas.findByRole('tab', { name: 'Financeiro' })).toHaveFocus();
    await expect(await canvas.findByRole('tabpanel')).toHaveTextContent('Faturas e pagamentos.');
  },
};

export const Catalog: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24 }}>
      <CustomerTabs />
      <CustomerTabs variant="pills" defaultSelectedKey="historico" />
      <CustomerTabs orientation="vertical" defaultSelectedKey="financeiro" />
      <CustomerTabs variant="pills" orientation="vertical" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByRole('tablist')).toHaveLength(4);
    await expect((await canvas.findAllByRole('tab', { name: 'Arquivos' }))[0]).toHaveAttribute('aria-disabled', 'true');
    await expect((await canvas.findAllByRole('tablist'))[2]).toHaveAttribute('aria-orientation', 'vertical');
  },
};

export const ManyTabs: Story = {
  render: () => (
    <div style={{ inlineSize: 360, maxInlineSize: '100%' }}>
      <Tabs>
        <TabList aria-label="Meses">
          {['Janeiro', 'Fevereiro', 'Março', 'Abril', 'Maio', 'Junho', 'Julho', 'Agosto'].map((m) => (
            <Tab key={m} id={m}>
              {m}
            </Tab>
          ))}
        </TabList>
        {['Janeiro', 'Fevereiro', 'Março', 'Abril', 'Maio', 'Junho', 'Julho', 'Agosto'].map((m) => (
          <TabPanel key={m} id={m}>{`Relatório de ${m}`}</TabPanel>
        ))}
      </Tabs>
    </div>
  ),
  play: async ({ canvasElement }) => {
    // The list scrolls instead of breaking the layout.
    await overflowingList(canvasElement);
    await userEvent.click(await within(canvasElement).findByRole('tab', { name: 'Janeiro' }));
    await userEvent.keyboard('{End}');
    await expect(await within(canvasElement).findByRole('tabpanel')).toHaveTextContent('Relatório de Agosto');
  },
};

const MONTHS = ['Janeiro', 'Fevereiro', 'Março', 'Abril', 'Maio', 'Junho', 'Julho', 'Agosto'];

/**
 * 400 % zoom (320 × 200 CSS px, WCAG 1.4.10 reflow), in a page laid out as a grid as screens are: the tab list
 * scrolls within itself and the page never scrolls sideways; the last tab, reached by keyboard, comes into view.
 */
export const ZoomedIn: Story = {
  parameters: { viewport: { options: { zoom400: { name: '400 % zoom (320 × 200)', styles: { width: '320px', height: '200px' } } } } },
  globals: { viewport: { value: 'zoom400' } },
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <Tabs>
        <TabList aria-label="Meses">
          {MONTHS.map((month) => (
            <Tab key={month} id={month}>
              {month}
            </Tab>
          ))}
        </TabList>
        {MONTHS.map((month) => (
          <TabPanel key={month} id={month}>{`Relatório de ${month}`}</TabPanel>
        ))}
      </Tabs>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await overflowingList(canvasElement);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Janeiro' }));
    await userEvent.keyboard('{End}');
    const last = await canvas.findByRole('tab', { name: 'Agosto' });
    await expect(last).toHaveFocus();
    await expect(last.getBoundingClientRect().right).toBeLessThanOrEqual(list.getBoundingClientRect().right + 1);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = await canvas.findByRole('tab', { name: 'Dados' });
    const second = await canvas.findByRole('tab', { name: /Histórico/ });
    // The first tab starts at the right and the selection bar follows the tab.
    await expect(first.getBoundingClientRect().left).toBeGreaterThan(second.getBoundingClientRect().left);
    await userEvent.click(second);
    await expect(second).toHaveAttribute('aria-selected', 'true');
    await expect(await canvas.findByRole('tabpanel')).toHaveTextContent('Linha do tempo de atendimentos.');
  },
};

/** Arrow keys follow the reading direction: in rtl, ArrowLeft goes to the next tab (the one drawn to the left). */
export const RightToLeftKeyboard: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const canvas = await readyTabs(canvasElement);
    await userEvent.tab();
    await expect(await canvas.findByRole('tab', { name: 'Dados' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(await canvas.findByRole('tab', { name: /Histórico/ })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(await canvas.findByRole('tab', { name: 'Financeiro' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    await expect(await canvas.findByRole('tab', { name: /Histórico/ })).toHaveFocus();
    await expect(await canvas.findByRole('tabpanel')).toHaveTextContent('Linha do tempo de atendimentos.');
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  render: Catalog.render,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByRole('tablist')).toHaveLength(4);
  },
};
