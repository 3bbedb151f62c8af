/** What other parts of the app use of the error pages: the link styled as their action buttons. */
export { ActionLink } from './components/ErrorPage';
export type { ServerErrorState } from './screens/ServerErrorScreen';
