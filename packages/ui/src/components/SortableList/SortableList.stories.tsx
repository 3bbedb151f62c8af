import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { styled } from 'styled-components';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { Badge } from '../Badge';
import { withFocusRoom } from '../IconButton/storySupport';
import { SortableList, type SortableListProps } from './SortableList';
import { theme } from '../../theme/theme';

/** A campaign's steps, the list's first use: e-mails and SMS sent in order, each with its position number. */
interface Step {
  id: string;
  channel: 'E-mail' | 'SMS';
  name: string;
  delay: string;
}

const STEPS: Step[] = [
  { id: 'welcome', channel: 'E-mail', name: 'Boas-vindas', delay: 'Logo após a compra' },
  { id: 'reminder', channel: 'SMS', name: 'Lembrete do boleto', delay: '1 dia depois' },
  { id: 'offer', channel: 'E-mail', name: 'Oferta de frete grátis', delay: '3 dias depois' },
  { id: 'last-call', channel: 'SMS', name: 'Última chamada', delay: '5 dias depois' },
];
const names = (steps: readonly Step[]) => steps.map((step) => step.name);

const StepLine = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space[3]};
`;
const Position = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  inline-size: 28px;
  block-size: 28px;
  border-radius: ${theme.radii.round};
  background: ${theme.colors.primarylight};
  color: ${theme.colors.text};
  font-weight: ${theme.fontWeight.semibold};
`;
const Name = styled.strong`
  flex: 1;
  min-inline-size: 0;
`;
const Delay = styled.span`
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSize.sm};
`;

type StepListProps = SortableListProps<Step>;

/** Owns the order like an app does: takes the new one once `onReorder` (the story's save) has succeeded. */
function CampaignSteps({ items, onReorder, ...props }: StepListProps) {
  const [steps, setSteps] = useState(items);
  return (
    <div style={{ maxInlineSize: 560 }}>
      <SortableList
        {...props}
        items={steps}
        onReorder={async (next) => {
          await onReorder(next);
          setSteps(next);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Kit/Data display/SortableList',
  component: SortableList<Step>,
  decorators: [withFocusRoom],
  args: {
    'aria-label': 'Passos da campanha',
    items: STEPS,
    getLabel: (step) => step.name,
    renderItem: (step, { position }) => (
      <StepLine>
        <Position aria-hidden="true">{position}</Position>
        <Name>{step.name}</Name>
        <Badge tone={step.channel === 'SMS' ? 'success' : 'primary'} size="sm">
          {step.channel}
        </Badge>
        <Delay>{step.delay}</Delay>
      </StepLine>
    ),
    onReorder: fn(async () => {}),
    onReorderError: fn(),
  },
  render: (args) => <CampaignSteps {...args} />,
} satisfies Meta<StepListProps>;
export default meta;
type Story = StoryObj<typeof meta>;

const rowNames = async (canvasElement: HTMLElement) =>
  (await within(canvasElement).findAllByRole('listitem')).map((row) => row.querySelector('strong')?.textContent);

/** The order once the first row was dropped on the third: saved through `onReorder`, then shown. */
async function expectFirstRowThird(canvasElement: HTMLElement, onReorder: StepListProps['onReorder']) {
  const next = ['Lembrete do boleto', 'Oferta de frete grátis', 'Boas-vindas', 'Última chamada'];
  await waitFor(() => expect(onReorder).toHaveBeenCalledWith(next.map((name) => STEPS.find((step) => step.name === name))));
  await waitFor(async () => expect(await rowNames(canvasElement)).toEqual(next));
}

type Hand = 'mouse' | 'touch';

/** One event of a hand at a point: the mouse's go to the page once pressed, a finger's to what it first touched. */
function handEvent(hand: Hand, phase: 'down' | 'move' | 'up', grip: HTMLElement, x: number, y: number) {
  if (hand === 'mouse') {
    const fire = { down: fireEvent.mouseDown, move: fireEvent.mouseMove, up: fireEvent.mouseUp }[phase];
    fire(phase === 'down' ? grip : document, { button: 0, buttons: phase === 'up' ? 0 : 1, clientX: x, clientY: y });
    return;
  }
  const finger = new Touch({ identifier: 1, target: grip, clientX: x, clientY: y });
  const touches = phase === 'up' ? [] : [finger];
  const type = { down: 'touchstart', move: 'touchmove', up: 'touchend' }[phase];
  grip.dispatchEvent(new TouchEvent(type, { bubbles: true, cancelable: true, touches, targetTouches: touches, changedTouches: [finger] }));
}

/**
 * Drags `grip` by mouse or finger over the third row as a person's hand sends the events — a press (with `longPress`,
 * held until the row lifts, as a finger on a whole row must), a first small move that picks the row up, the move over
 * its new place — and lets go once the list said so.
 */
async function dragOverThirdRow(canvasElement: HTMLElement, grip: HTMLElement, hand: Hand, { longPress = false } = {}) {
  const rows = await within(canvasElement).findAllByRole('listitem');
  const from = grip.getBoundingClientRect();
  const to = rows[2]!.getBoundingClientRect();
  const x = from.left + Math.min(from.width / 2, 40);
  const startY = from.top + from.height / 2;
  const endY = to.top + to.height / 2 + 4;
  handEvent(hand, 'down', grip, x, startY);
  // Held until the row lifts by itself, not for a fixed time: on a busy machine the list may start counting the
  // hold later than the play does, and a move before it lifts cancels the drag (a scroll, for a finger).
  if (longPress) await waitFor(() => expect(grip).toHaveAttribute('aria-pressed', 'true'));
  // Nudged until the row lifts, as a person keeps moving: on a busy machine the list may listen for the move only
  // after the first nudge was sent, and that one is then lost.
  await waitFor(() => {
    handEvent(hand, 'move', grip, x, startY + 8);
    expect(grip).toHaveAttribute('aria-pressed', 'true');
  });
  // Dropped only once the list has seen the row over its new place (and said so); moved there again until it does.
  await waitFor(() => {
    handEvent(hand, 'move', grip, x, endY);
    expect(within(document.body).getByText('Boas-vindas movido para a posição 3 de 4.')).toBeInTheDocument();
  });
  handEvent(hand, 'up', grip, x, endY);
}

/** Picks a row up from the keyboard, moves it `steps` rows down and drops it, waiting for each announcement. */
/**
 * Where motion is on, the rows slide to their new places; a person presses the next key once they are there. A key
 * pressed mid-slide measured the rows in flight and moved the row to the same place again (seen in the built
 * Storybook, with motion, on a busy machine).
 */
async function rowsAtRest(canvasElement: HTMLElement) {
  await Promise.all(canvasElement.getAnimations({ subtree: true }).map((animation) => animation.finished.catch(() => undefined)));
}

async function moveDownWithKeyboard(canvasElement: HTMLElement, handleName: string | RegExp, announcements: string[]) {
  const handle = await within(canvasElement).findByRole('button', { name: handleName });
  handle.focus();
  await userEvent.keyboard(' ');
  await within(document.body).findByText(announcements[0]!);
  for (const announcement of announcements.slice(1, -1)) {
    await rowsAtRest(canvasElement);
    await userEvent.keyboard('{ArrowDown}');
    await within(document.body).findByText(announcement);
  }
  await rowsAtRest(canvasElement);
  await userEvent.keyboard(' ');
  await within(document.body).findByText(announcements.at(-1)!);
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Passos da campanha' });
    await expect(await within(list).findAllByRole('listitem')).toHaveLength(4);
    await expect(await rowNames(canvasElement)).toEqual(names(STEPS));
    const handle = await canvas.findByRole('button', { name: 'Reordenar Boas-vindas' });
    await expect(handle).toHaveAttribute('aria-roledescription', 'item reordenável');
    await expect(handle).toHaveAccessibleDescription(/Para mover um item, pressione espaço ou Enter/);
  },
};

/** Drag by the grip at the start of each row: the rows' own content (text, badges, links) is left alone. */
export const DragHandle: Story = {
  args: { dragMode: 'handle' },
  play: async ({ canvasElement, args }) => {
    const handle = await within(canvasElement).findByRole('button', { name: 'Reordenar Boas-vindas' });
    await dragOverThirdRow(canvasElement, handle, 'mouse');
    await expectFirstRowThird(canvasElement, args.onReorder);
  },
};

/** By finger on a phone: the grip follows the finger as soon as it moves. */
export const DragHandleByTouch: Story = {
  args: { dragMode: 'handle' },
  globals: { viewport: { value: 'xs' } },
  play: async ({ canvasElement, args }) => {
    const handle = await within(canvasElement).findByRole('button', { name: 'Reordenar Boas-vindas' });
    await dragOverThirdRow(canvasElement, handle, 'touch');
    await expectFirstRowThird(canvasElement, args.onReorder);
  },
};

/** A whole row dragged with the mouse, as a grip is. */
export const WholeRowByMouse: Story = {
  args: { dragMode: 'row' },
  play: async ({ canvasElement, args }) => {
    const row = await within(canvasElement).findByRole('button', { name: /^Boas-vindas / });
    await dragOverThirdRow(canvasElement, row, 'mouse');
    await expectFirstRowThird(canvasElement, args.onReorder);
  },
};

/** A finger on a whole row may be scrolling the page: the row moves after a short press, then follows the finger. */
export const WholeRowByTouch: Story = {
  args: { dragMode: 'row' },
  globals: { viewport: { value: 'xs' } },
  play: async ({ canvasElement, args }) => {
    const row = await within(canvasElement).findByRole('button', { name: /^Boas-vindas / });
    await dragOverThirdRow(canvasElement, row, 'touch', { longPress: true });
    await expectFirstRowThird(canvasElement, args.onReorder);
  },
};

/** The whole row is the handle, for rows without buttons or links of their own; it is named by what it shows. */
export const WholeRow: Story = {
  args: { dragMode: 'row' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const rows = await canvas.findAllByRole('listitem');
    for (const [index, row] of rows.entries()) {
      const handle = await within(row).findByRole('button', { name: new RegExp(`^${STEPS[index]!.name} `) });
      await expect(handle).toHaveAttribute('aria-roledescription', 'item reordenável');
    }
    // No grip buttons: the rows themselves are the handles.
    await expect(canvasElement.querySelectorAll('button')).toHaveLength(0);
    // The keyboard moves a whole row as it moves a grip.
    await moveDownWithKeyboard(canvasElement, /^Última chamada /, [
      'Última chamada selecionado, na posição 4 de 4.',
      'Última chamada solto na posição 4 de 4.',
    ]);
    await expect(args.onReorder).not.toHaveBeenCalled();
  },
};

/** Space picks the row up, the arrows move it, space drops it: every step is announced, and the app gets the new order. */
export const KeyboardReorder: Story = {
  play: async ({ canvasElement, args }) => {
    await moveDownWithKeyboard(canvasElement, 'Reordenar Boas-vindas', [
      'Boas-vindas selecionado, na posição 1 de 4.',
      'Boas-vindas movido para a posição 2 de 4.',
      'Boas-vindas movido para a posição 3 de 4.',
      'Boas-vindas solto na posição 3 de 4.',
    ]);
    const next = ['Lembrete do boleto', 'Oferta de frete grátis', 'Boas-vindas', 'Última chamada'];
    await expect(args.onReorder).toHaveBeenCalledOnce();
    await expect(names((args.onReorder as ReturnType<typeof fn>).mock.calls[0]![0] as Step[])).toEqual(next);
    await waitFor(async () => expect(await rowNames(canvasElement)).toEqual(next));
    // The moved row keeps the focus, so a second move can follow at once.
    await expect(await within(canvasElement).findByRole('button', { name: 'Reordenar Boas-vindas' })).toHaveFocus();
  },
};

/** Escape puts the row back where it was, and says so. */
export const KeyboardCancel: Story = {
  play: async ({ canvasElement, args }) => {
    const handle = await within(canvasElement).findByRole('button', { name: 'Reordenar Lembrete do boleto' });
    handle.focus();
    await userEvent.keyboard(' ');
    await within(document.body).findByText('Lembrete do boleto selecionado, na posição 2 de 4.');
    await userEvent.keyboard('{ArrowDown}');
    await within(document.body).findByText('Lembrete do boleto movido para a posição 3 de 4.');
    await userEvent.keyboard('{Escape}');
    await within(document.body).findByText('Movimento cancelado. Lembrete do boleto voltou à posição 2 de 4.');
    await expect(args.onReorder).not.toHaveBeenCalled();
    await expect(await rowNames(canvasElement)).toEqual(names(STEPS));
  },
};

let refuse: () => void = () => {};

/** The server refuses the new order: the list shows it while saving, then puts the old one back and says why. */
export const CommitRefused: Story = {
  args: {
    onReorder: fn(
      () =>
        new Promise<void>((_, reject) => {
          refuse = () => reject(new Error('Conflito: a campanha foi alterada por outra pessoa.'));
        }),
    ),
  },
  play: async ({ canvasElement, args }) => {
    await moveDownWithKeyboard(canvasElement, 'Reordenar Boas-vindas', [
      'Boas-vindas selecionado, na posição 1 de 4.',
      'Boas-vindas movido para a posição 2 de 4.',
      'Boas-vindas solto na posição 2 de 4.',
    ]);
    // Saving: the new order is shown, and no other move starts until the answer.
    await waitFor(async () => expect(await rowNames(canvasElement)).toEqual(names([STEPS[1]!, STEPS[0]!, STEPS[2]!, STEPS[3]!])));
    const list = await within(canvasElement).findByRole('list');
    await expect(list.parentElement).toHaveAttribute('aria-busy', 'true');
    await expect(await within(canvasElement).findByRole('button', { name: 'Reordenar Última chamada' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    refuse();
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Não foi possível salvar a nova ordem. A ordem anterior foi restaurada.',
    );
    await expect(await rowNames(canvasElement)).toEqual(names(STEPS));
    await expect(args.onReorderError).toHaveBeenCalledWith(new Error('Conflito: a campanha foi alterada por outra pessoa.'));
    await expect(list.parentElement).not.toHaveAttribute('aria-busy');
  },
};

/** Nothing moves: the handles stay reachable and say they are unavailable. */
export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement, args }) => {
    const handles = await within(canvasElement).findAllByRole('button', { name: /^Reordenar / });
    for (const handle of handles) await expect(handle).toHaveAttribute('aria-disabled', 'true');
    handles[0]!.focus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard(' ');
    await expect(handles[0]).not.toHaveAttribute('aria-pressed', 'true');
    await expect(args.onReorder).not.toHaveBeenCalled();
    await expect(await rowNames(canvasElement)).toEqual(names(STEPS));
  },
};

/** Right to left: the grip sits at the row's start, on the right. */
export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const row = (await within(canvasElement).findAllByRole('listitem'))[0]!;
    const handle = await within(row).findByRole('button', { name: 'Reordenar Boas-vindas' });
    await expect(handle.getBoundingClientRect().right).toBeGreaterThan(row.getBoundingClientRect().right - 20);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByRole('listitem')).toHaveLength(4);
  },
};

/** A campaign without steps yet. */
export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Não existe registro por aqui')).toBeVisible();
    await expect(within(canvasElement).queryByRole('list')).toBeNull();
  },
};

/** The list speaks the UiProvider locale (here English) without any text from the app. */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await moveDownWithKeyboard(canvasElement, 'Reorder Oferta de frete grátis', [
      'Picked up Oferta de frete grátis, at position 3 of 4.',
      'Oferta de frete grátis moved to position 4 of 4.',
      'Oferta de frete grátis dropped at position 4 of 4.',
    ]);
  },
};
