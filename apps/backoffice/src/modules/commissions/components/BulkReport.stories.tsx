import type { PreComissaoLote } from '@retoma/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { disputeRefusal, MANY_CLAIMS } from '../stories/commissionStoryData';
import { BulkReport } from './BulkReport';

/** A page of 25 claims approved at once: the first five approved, the other twenty's sales in dispute. */
const PAGE = MANY_CLAIMS.slice(0, 25);
const MOSTLY_REFUSED: PreComissaoLote = {
  feitos: PAGE.slice(0, 5).map((row) => row.id),
  recusados: PAGE.slice(5).map((row) => ({ id: row.id, motivo: disputeRefusal(`HP${5000 + row.id}`) })),
};

/**
 * What the approval screen says above its list after a decision on a selection that the server partly refused (the
 * screen's story "Bulk Approve Partly Refused" shows it in place). As wide as the screen's content, in a polite slot
 * as the screen shows it: the slot announces it, the report itself is not a live region.
 */
const meta = {
  title: 'Commissions / Approve / Bulk report',
  component: BulkReport,
  args: { result: MOSTLY_REFUSED, onDismiss: fn() },
  decorators: [
    (Story) => (
      // Polite like the screen's RefusalReportSlot, without the space it keeps from the block above it.
      <div style={{ maxInlineSize: 720 }} aria-live="polite" data-testid="report-slot">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BulkReport>;
export default meta;
type Story = StoryObj<typeof meta>;

const lines = (report: HTMLElement) => within(report).queryAllByRole('listitem');
const findReport = (canvasElement: HTMLElement) => within(canvasElement).findByTestId('report-slot');

/**
 * Twenty refusals stay readable: five reasons, then a button that shows the other fifteen and hides them again; the
 * report closes from the keyboard.
 */
export const TwentyRefused: Story = {
  play: async ({ args, canvasElement }) => {
    const report = await findReport(canvasElement);
    await expect(await within(report).findByText('Feito em 5 de 25 pré-comissões.')).toBeVisible();
    // Said once, by the slot: no live region of its own inside it.
    await expect(within(report).queryByRole('status')).toBeNull();
    await expect(within(report).queryByRole('alert')).toBeNull();
    await expect(await within(report).findByText('20 não puderam ser alteradas:')).toBeVisible();
    const first = MOSTLY_REFUSED.recusados[0]!;
    const last = MOSTLY_REFUSED.recusados.at(-1)!;
    await expect(await within(report).findByText(`#${first.id} — ${first.motivo}`)).toBeVisible();
    await waitFor(() => expect(lines(report)).toHaveLength(5));
    const toggle = await within(report).findByRole('button', { name: 'Mostrar mais 15 motivos' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(await within(report).findByText(`#${last.id} — ${last.motivo}`)).toBeVisible();
    await waitFor(() => expect(lines(report)).toHaveLength(20));
    await expect(await within(report).findByRole('button', { name: 'Mostrar menos' })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(toggle);
    await waitFor(() => expect(lines(report)).toHaveLength(5));
    await expect(await within(report).findByRole('button', { name: 'Mostrar mais 15 motivos' })).toHaveFocus();
    // From the toggle, the next stop closes the report.
    await userEvent.tab();
    await expect(await within(report).findByRole('button', { name: 'Fechar aviso' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onDismiss).toHaveBeenCalledOnce());
  },
};

/** One claim chosen and refused: no count of the done (none), the singular, and no button for more. */
export const OneRefused: Story = {
  args: { result: { feitos: [], recusados: [{ id: 22, motivo: disputeRefusal('HP2048') }] } },
  play: async ({ canvasElement }) => {
    const report = await findReport(canvasElement);
    await expect(await within(report).findByText('1 não pôde ser alterada:')).toBeVisible();
    await expect(within(report).queryByText(/Feito em/)).toBeNull();
    await expect(await within(report).findByText(`#22 — ${disputeRefusal('HP2048')}`)).toBeVisible();
    await expect(within(report).queryByRole('button', { name: /Mostrar/ })).toBeNull();
  },
};
