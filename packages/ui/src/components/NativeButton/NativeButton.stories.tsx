import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { VariantGrid } from '../../patterns/VariantGrid';
import { Button } from '../Button/Button';
import { NativeTextField } from '../NativeTextField/NativeTextField';
import { NativeButton } from './NativeButton';

const meta = {
  title: 'Kit/Actions/NativeButton',
  component: NativeButton,
  args: { children: 'Salvar', onClick: fn() },
} satisfies Meta<typeof NativeButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const button = await within(canvasElement).findByRole('button', { name: 'Salvar' });
    await expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Catalog: Story = {
  render: (args) => (
    <VariantGrid columns={4} gap={12}>
      {(['primary', 'secondary', 'danger', 'ghost'] as const).map((variant) =>
        (['sm', 'md', 'lg'] as const).map((size) => (
          <NativeButton key={`${variant}-${size}`} {...args} variant={variant} size={size}>
            {`${variant} ${size}`}
          </NativeButton>
        )),
      )}
      <NativeButton {...args} disabled>
        disabled
      </NativeButton>
    </VariantGrid>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByRole('button')).toHaveLength(13);
    await expect(await canvas.findByRole('button', { name: 'disabled' })).toBeDisabled();
  },
};

/** The same variant and size as Button's draw the same box: a page may hold both without a seam. */
export const LooksLikeButton: Story = {
  render: (args) => (
    <VariantGrid columns={2} gap={12}>
      {(['primary', 'secondary', 'danger', 'ghost'] as const).map((variant) => [
        <Button key={`aria-${variant}`} variant={variant}>{`Button ${variant}`}</Button>,
        <NativeButton key={`native-${variant}`} {...args} variant={variant}>{`NativeButton ${variant}`}</NativeButton>,
      ])}
    </VariantGrid>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const looked = [
      'background-color',
      'color',
      'border-color',
      'border-radius',
      'padding-inline-start',
      'min-block-size',
      'font-weight',
      'font-size',
    ];
    for (const variant of ['primary', 'secondary', 'danger', 'ghost']) {
      const aria = getComputedStyle(await canvas.findByRole('button', { name: `Button ${variant}` }));
      const native = getComputedStyle(await canvas.findByRole('button', { name: `NativeButton ${variant}` }));
      for (const property of looked)
        await expect(`${variant} ${property}: ${native.getPropertyValue(property)}`).toBe(
          `${variant} ${property}: ${aria.getPropertyValue(property)}`,
        );
    }
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    const button = await within(canvasElement).findByRole('button', { name: 'Salvar' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/**
 * An action on its way: the button says so (busy, unavailable) and ignores clicks until it ends, but keeps the
 * keyboard's focus; a pending submit button does not send its form again.
 */
export const Pending: Story = {
  args: { isPending: true, onSubmit: fn() },
  render: ({ onSubmit, ...args }) => (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit?.(event as never);
      }}
    >
      <NativeButton {...args} type="submit" />
    </form>
  ),
  play: async ({ canvasElement, args }) => {
    const button = await within(canvasElement).findByRole('button', { name: 'Salvar' });
    await expect(button).toHaveAttribute('data-busy', 'true');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(button).toHaveFocus();
    await expect(args.onClick).not.toHaveBeenCalled();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/**
 * The declarations the page's style rules give `element` while it is in `state` (`:hover`, `:active`). A play's hover
 * and press are events, not the real pointer, and the browser matches `:hover` and `:active` by the real pointer
 * only: so the rules are read instead, each rule of `state` whose selector matches the element without it (inside
 * the media queries that hold).
 */
function declarationsWhile(element: Element, state: ':hover' | ':active'): string[] {
  const found: string[] = [];
  const visit = (rules: CSSRuleList) => {
    for (const rule of rules) {
      if (rule instanceof CSSMediaRule && matchMedia(rule.conditionText).matches) visit(rule.cssRules);
      if (!(rule instanceof CSSStyleRule)) continue;
      const selectors = rule.selectorText.split(/,(?![^(]*\))/).filter((selector) => selector.includes(state));
      if (selectors.some((selector) => element.matches(selector.replaceAll(state, '')))) found.push(rule.style.cssText);
    }
  };
  for (const sheet of document.styleSheets) visit(sheet.cssRules);
  return found;
}

/**
 * A pending button looks the same under the pointer and pressed, as a pending Button does: it does nothing then, so
 * it must not look as if it would. An idle one darkens.
 */
export const PendingIgnoresHover: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12 }}>
      <NativeButton {...args}>Salvar</NativeButton>
      <NativeButton {...args} isPending>
        Enviando
      </NativeButton>
      <Button isPending>Enviando (Button)</Button>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const idle = await canvas.findByRole('button', { name: 'Salvar' });
    const pending = await canvas.findByRole('button', { name: 'Enviando' });
    await expect(declarationsWhile(idle, ':hover')).toContain('filter: brightness(0.95);');
    await expect(declarationsWhile(idle, ':active')).toContain('filter: brightness(0.88);');
    await expect(declarationsWhile(pending, ':hover')).toEqual([]);
    await expect(declarationsWhile(pending, ':active')).toEqual([]);

    // Button's hover and press are react-aria's (data-hovered), which the play's events do set.
    const ariaPending = await canvas.findByRole('button', { name: 'Enviando (Button)' });
    const unhovered = getComputedStyle(ariaPending).filter;
    await userEvent.hover(ariaPending);
    await waitFor(() => expect(ariaPending).toHaveAttribute('data-hovered', 'true'));
    await expect(getComputedStyle(ariaPending).filter).toBe(unhovered);
    await userEvent.unhover(ariaPending);
  },
};

/** In a plain HTML form: Enter in a field or a click on the submit button sends the form, with its fields' values. */
export const SubmitsItsForm: Story = {
  args: { onSubmit: fn() },
  render: ({ onSubmit }) => (
    <form
      noValidate
      style={{ display: 'grid', gap: 12, maxInlineSize: 320 }}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit?.(Object.fromEntries(new FormData(event.currentTarget)) as never);
      }}
    >
      <NativeTextField name="email" type="email" label="E-mail" />
      <NativeButton type="submit">Entrar</NativeButton>
    </form>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('E-mail'), 'ana@retoma.dev{Enter}');
    await expect(args.onSubmit).toHaveBeenLastCalledWith({ email: 'ana@retoma.dev' });
    await userEvent.click(await canvas.findByRole('button', { name: 'Entrar' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(2);
  },
};

/** The keyboard's focus shows the kit's ring, as on Button (a mouse click does not). */
export const KeyboardFocus: Story = {
  play: async ({ canvasElement }) => {
    const button = await within(canvasElement).findByRole('button', { name: 'Salvar' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(getComputedStyle(button).outlineStyle).toBe('solid');
  },
};

export const Dark: Story = {
  ...Catalog,
  globals: { theme: 'dark' },
};

/** In a right-to-left page a row of buttons starts at the right: the first one is the rightmost. */
export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  render: (args) => (
    <div style={{ display: 'flex', gap: 12 }}>
      <NativeButton {...args} variant="secondary">
        Cancelar
      </NativeButton>
      <NativeButton {...args}>Salvar</NativeButton>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cancel = await canvas.findByRole('button', { name: 'Cancelar' });
    const save = await canvas.findByRole('button', { name: 'Salvar' });
    await expect(cancel.getBoundingClientRect().left).toBeGreaterThan(save.getBoundingClientRect().right);
  },
};
