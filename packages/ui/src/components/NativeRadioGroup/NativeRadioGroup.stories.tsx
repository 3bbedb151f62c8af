import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { RadioGroup } from '../RadioGroup/RadioGroup';
import { withFocusRoom } from '../IconButton/storySupport';
import { NativeRadioGroup, type NativeRadioOption } from './NativeRadioGroup';

const payment: NativeRadioOption[] = [
  { value: 'credit_card', label: 'Cartão de crédito' },
  { value: 'billet', label: 'Boleto' },
  { value: 'pix', label: 'Pix' },
];

const meta = {
  title: 'Kit/Forms/NativeRadioGroup',
  component: NativeRadioGroup,
  args: { label: 'Forma de pagamento', options: payment, onChange: fn() },
  decorators: [withFocusRoom],
} satisfies Meta<typeof NativeRadioGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The drawn dot of an option: what a person sees instead of the browser's radio. */
function dotOf(radio: HTMLElement): HTMLElement {
  return radio.closest('label')?.querySelector(':scope > [aria-hidden="true"]') as HTMLElement;
}
/** Whether the dot shows the choice: its centre filled. */
function isFilled(radio: HTMLElement): boolean {
  return getComputedStyle(dotOf(radio), '::after').backgroundColor !== 'rgba(0, 0, 0, 0)';
}

/**
 * A script's click focuses the radio as the keyboard would, so Chrome draws the keyboard's ring that a real click
 * does not: leave the group, so the picture is what a person who clicked sees.
 */
async function leaveByKeyboard(radio: HTMLElement) {
  await userEvent.tab();
  await expect(radio).not.toHaveFocus();
}

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('radiogroup', { name: 'Forma de pagamento' })).toBeVisible();
    const pix = await canvas.findByRole('radio', { name: 'Pix' });
    await expect(isFilled(pix)).toBe(false);
    await userEvent.click(await canvas.findByText('Pix'));
    await waitFor(() => expect(pix).toBeChecked());
    await expect(isFilled(pix)).toBe(true);
    await expect(args.onChange).toHaveBeenLastCalledWith('pix');
    await leaveByKeyboard(pix);
  },
};

/** One option chosen from the start: its dot filled, the others empty. */
export const Chosen: Story = {
  args: { defaultValue: 'billet' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const billet = await canvas.findByRole('radio', { name: 'Boleto' });
    await expect(billet).toBeChecked();
    await expect(isFilled(billet)).toBe(true);
    await expect(isFilled(await canvas.findByRole('radio', { name: 'Pix' }))).toBe(false);
  },
};

/** A disabled option is dimmed and cannot be chosen; the others still can. */
export const DisabledOption: Story = {
  args: { options: payment.map((o) => (o.value === 'billet' ? { ...o, disabled: true } : o)) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const billet = await canvas.findByRole('radio', { name: 'Boleto' });
    await expect(billet).toBeDisabled();
    await expect(getComputedStyle(billet.closest('label') as HTMLElement).opacity).toBe('0.55');
    await userEvent.click(await canvas.findByText('Boleto'), { pointerEventsCheck: 0 });
    await expect(billet).not.toBeChecked();
    await userEvent.click(await canvas.findByText('Pix'));
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith('pix'));
    await leaveByKeyboard(await canvas.findByRole('radio', { name: 'Pix' }));
  },
};

/** The whole group disabled: every option dimmed, the choice kept and not changeable. */
export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'billet' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('radiogroup')).toHaveAttribute('aria-disabled', 'true');
    for (const radio of await canvas.findAllByRole('radio')) {
      await expect(radio).toBeDisabled();
      await expect(getComputedStyle(radio.closest('label') as HTMLElement).opacity).toBe('0.55');
    }
    await userEvent.click(await canvas.findByText('Pix'), { pointerEventsCheck: 0 });
    await expect(await canvas.findByRole('radio', { name: 'Boleto' })).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** The server's or the form's message: under the options, the dots' borders red, the group invalid and described by it. */
export const Invalid: Story = {
  args: { errorMessage: 'Escolha uma forma de pagamento.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = await canvas.findByRole('radiogroup');
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription('Escolha uma forma de pagamento.');
    await expect(await canvas.findByText('Escolha uma forma de pagamento.')).toBeVisible();
    const danger = getComputedStyle(await canvas.findByText('Escolha uma forma de pagamento.')).color;
    await expect(getComputedStyle(dotOf(await canvas.findByRole('radio', { name: 'Pix' }))).borderTopColor).toBe(danger);
  },
};

/** Required: every radio says so (the browser's form check then wants one chosen), and so does the group. */
export const Required: Story = {
  args: { required: true, description: 'Usada para novos pedidos.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = await canvas.findByRole('radiogroup');
    await expect(group).toHaveAttribute('aria-required', 'true');
    await expect(group).toHaveAccessibleDescription('Usada para novos pedidos.');
    for (const radio of await canvas.findAllByRole('radio')) await expect(radio).toBeRequired();
  },
};

/** Tab reaches the chosen option (one stop for the group) and shows the focus ring; the arrows change the choice. */
export const Keyboard: Story = {
  args: { defaultValue: 'credit_card' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const card = await canvas.findByRole('radio', { name: 'Cartão de crédito' });
    await userEvent.tab();
    await expect(card).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const billet = await canvas.findByRole('radio', { name: 'Boleto' });
    await waitFor(() => expect(billet).toBeChecked());
    await expect(billet).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith('billet');
    await expect(getComputedStyle(dotOf(billet)).outlineStyle).toBe('solid');
    await expect(isFilled(billet)).toBe(true);
  },
};

export const Horizontal: Story = {
  args: { orientation: 'horizontal', defaultValue: 'pix' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('radiogroup')).toHaveAttribute('aria-orientation', 'horizontal');
    const first = (await canvas.findByRole('radio', { name: 'Cartão de crédito' })).closest('label') as HTMLLabelElement;
    const last = (await canvas.findByRole('radio', { name: 'Pix' })).closest('label') as HTMLLabelElement;
    await expect(Math.abs(first.getBoundingClientRect().top - last.getBoundingClientRect().top)).toBeLessThan(2);
  },
};

/** In rtl the options run from the right, and each browser radio lies over its dot, at the line's right end. */
export const RightToLeft: Story = {
  args: { defaultValue: 'pix', orientation: 'horizontal' },
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = await canvas.findByRole('radio', { name: 'Cartão de crédito' });
    const pix = await canvas.findByRole('radio', { name: 'Pix' });
    await expect((card.closest('label') as HTMLElement).getBoundingClientRect().left).toBeGreaterThan(
      (pix.closest('label') as HTMLElement).getBoundingClientRect().left,
    );
    await expect(Math.abs(pix.getBoundingClientRect().right - dotOf(pix).getBoundingClientRect().right)).toBeLessThan(1);
  },
};

/** Beside a RadioGroup in the same state (a choice, a disabled option, an error) it draws the same label, dots and message. */
export const LooksLikeRadioGroup: Story = {
  args: { errorMessage: 'Escolha uma forma de pagamento.' },
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 24 }}>
      <RadioGroup
        label="RadioGroup"
        defaultValue="pix"
        errorMessage={args.errorMessage}
        options={payment.map((o) => ({ value: o.value, label: o.label, isDisabled: o.value === 'billet' }))}
      />
      <NativeRadioGroup
        {...args}
        label="NativeRadioGroup"
        defaultValue="pix"
        options={payment.map((o) => ({ ...o, disabled: o.value === 'billet' }))}
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [ariaGroup, nativeGroup] = [
      await canvas.findByRole('radiogroup', { name: 'RadioGroup' }),
      await canvas.findByRole('radiogroup', { name: 'NativeRadioGroup' }),
    ];
    const looked = ['display', 'gap', 'color', 'font-size', 'font-weight', 'opacity', 'cursor', 'flex-direction'];
    const dotLooked = [
      'inline-size',
      'block-size',
      'margin-block-start',
      'border-top-width',
      'border-top-color',
      'border-radius',
      'background-color',
    ];
    const compare = async (aria: Element, native: Element, properties: string[], pseudo?: string) => {
      for (const property of properties) {
        await expect(`${property}: ${getComputedStyle(native, pseudo).getPropertyValue(property)}`).toBe(
          `${property}: ${getComputedStyle(aria, pseudo).getPropertyValue(property)}`,
        );
      }
    };
    await compare(ariaGroup, nativeGroup, looked);
    await compare(await within(ariaGroup).findByText('RadioGroup'), await within(nativeGroup).findByText('NativeRadioGroup'), looked);
    await compare(
      await within(ariaGroup).findByText('Escolha uma forma de pagamento.'),
      await within(nativeGroup).findByText('Escolha uma forma de pagamento.'),
      looked,
    );
    for (const option of payment) {
      const aria = await within(ariaGroup).findByRole('radio', { name: option.label });
      const native = await within(nativeGroup).findByRole('radio', { name: option.label });
      await compare(aria.closest('label') as Element, native.closest('label') as Element, looked);
      await compare(dotOf(aria), dotOf(native), dotLooked);
      await compare(dotOf(aria), dotOf(native), ['background-color', 'inline-size'], '::after');
    }
  },
};

export const Dark: Story = {
  args: { defaultValue: 'pix', errorMessage: 'Escolha uma forma de pagamento.' },
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('radio', { name: 'Pix' })).toBeChecked();
  },
};
