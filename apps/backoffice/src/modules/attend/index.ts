/**
 * What other screens share with the attend screen: its WhatsApp panel (default messages, variables, the product's
 * sales links, the preview, the chat of what was sent), for any record a WhatsApp message to a lead is about.
 */
export { WhatsappComposerPanel, type WhatsappComposerPanelProps, type WhatsappTarget } from './components/WhatsappPanel';
/** The attend screen's lock answer, kept when the tickets list's "Atender" already asked for it. */
export { useKeepAttendanceLock } from './hooks/useAttendanceLock';
/** One request per press: a task pressed again while it runs returns the one under way. */
export { useSingleFlight } from './hooks/useSingleFlight';
/** A value cut with an ellipsis where it does not fit, whole on hover and keyboard focus (the desk's e-mails and names). */
export { TruncatedText, type TruncatedTextProps } from './components/TruncatedText';
/** The desk's keyboard shortcuts and their help (`?`), for the desk's screens. */
export { DeskShortcuts } from './components/DeskShortcuts';
/** A page opened by an action starts with focus on its heading (not the page body). */
export { useFocusLandsOnPage } from './hooks/useFocusLandsOnPage';
