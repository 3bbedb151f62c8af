import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { VariantGrid } from '../../patterns/VariantGrid';
import { Switch } from './Switch';
import { withFocusRoom } from '../IconButton/storySupport';

const meta = {
  title: 'Kit/Forms/Switch',
  component: Switch,
  args: { children: 'Receber notificações por e-mail', onChange: fn() },
  decorators: [withFocusRoom],
} satisfies Meta<typeof Switch>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const control = await within(canvasElement).findByRole('switch', { name: 'Receber notificações por e-mail' });
    await expect(control).not.toBeChecked();
    await userEvent.click(await within(canvasElement).findByText('Receber notificações por e-mail'));
    await expect(control).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
  },
};

export const Catalog: Story = {
  render: (args) => (
    <VariantGrid columns={3} gap={16}>
      <Switch {...args}>Desligado</Switch>
      <Switch {...args} defaultSelected>
        Ligado
      </Switch>
      <Switch {...args} description="Aplica-se a todas as campanhas.">
        Com descrição
      </Switch>
      <Switch {...args} isDisabled>
        Desativado
      </Switch>
      <Switch {...args} isDisabled defaultSelected>
        Desativado ligado
      </Switch>
      <Switch {...args} isReadOnly defaultSelected>
        Somente leitura
      </Switch>
    </VariantGrid>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByRole('switch')).toHaveLength(6);
    await expect(await canvas.findByRole('switch', { name: 'Ligado' })).toBeChecked();
    await expect(await canvas.findByRole('switch', { name: 'Desativado ligado' })).toBeDisabled();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(await within(canvasElement).findByText('Receber notificações por e-mail'), { pointerEventsCheck: 0 });
    await expect(await within(canvasElement).findByRole('switch')).not.toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const control = await within(canvasElement).findByRole('switch');
    await expect(control).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(control).toBeChecked();
    await expect(canvasElement.querySelector('label')).toHaveAttribute('data-focus-visible', 'true');
  },
};

/** Thumb at the inline end when on: the right in ltr, the left in rtl. */
export const RightToLeft: Story = {
  args: { defaultSelected: true },
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const track = canvasElement.querySelector('label > span') as HTMLSpanElement;
    const thumb = track.firstElementChild as HTMLSpanElement;
    await expect(thumb.getBoundingClientRect().left - track.getBoundingClientRect().left).toBeLessThan(4);
  },
};

export const LabelOnlyForScreenReaders: Story = {
  args: { children: undefined, 'aria-label': 'Campanha ativa' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('switch', { name: 'Campanha ativa' })).toBeVisible();
  },
};

export const Dark: Story = {
  args: { defaultSelected: true },
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('switch')).toBeChecked();
  },
};
