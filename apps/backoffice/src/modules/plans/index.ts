/** What the campaign pages share with the plans: the form's behaviour and how a page's record id is read. */
export { useRecoveryForm, type FieldErrors } from './hooks/useRecoveryForm';
export { recordId } from './hooks/usePlans';
export { ClientLinks } from './components/ClientLinks';
