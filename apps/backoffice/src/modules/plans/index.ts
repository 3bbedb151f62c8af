/** What the campaign pages share with the plans: how a page's record id is read, and the client links. */
export { recordId } from './hooks/usePlans';
export { ClientLinks } from './components/ClientLinks';
