/**
 * What the pages of the other campaign kinds (scheduling, WhatsApp, cancelled subscriptions) share with the cart's
 * and the boleto's: the frame (heading, tabs, the campaign's loading and failure) and the campaign's data.
 */
export { CampaignFrame, type CampaignFrameProps } from './components/CampaignFrame';
export type { CampaignTab, CampaignRouteId } from './components/CampaignTabs';
export { useCampaign } from './hooks/useCampaign';
