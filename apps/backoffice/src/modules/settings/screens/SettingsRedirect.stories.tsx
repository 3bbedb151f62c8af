import type { Meta, StoryObj } from '@storybook/react-vite';
import { companySessionHandlers, IN_COMPANY } from '#storybook/companySession';
import { expectLeftFor } from '#storybook/navigation';
import SettingsRedirect from './SettingsRedirect';

const meta = {
  title: 'Settings / Redirect from the old address',
  component: SettingsRedirect,
  parameters: { layout: 'fullscreen', route: { id: 'configuracoes', path: '/aurora/configuracoes' }, ...IN_COMPANY },
} satisfies Meta<typeof SettingsRedirect>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The spec's address of the settings, `configuracoes`, opens the general settings (`configuracoes/geral`). */
export const OpensTheGeneralSettings: Story = {
  beforeEach({ msw }) {
    msw.use(...companySessionHandlers());
  },
  play: async ({ canvasElement }) => {
    await expectLeftFor(canvasElement, '/aurora/configuracoes/geral');
  },
};
