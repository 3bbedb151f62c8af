import type { Translation } from '../../i18n/defineMessages';
import type { ExtensionsMessageKey } from './messages';

/** English texts of the module (pt, in messages.ts, is the source): downloaded only by those who read English. */
const en: Translation<ExtensionsMessageKey> = {
  'extensions.retry': 'Try again',
  'extensions.catalogue.description': 'Outside services the company connects with its own account.',
  'extensions.catalogue.loading': 'Loading the extensions…',
  'extensions.catalogue.loadFailed': "Couldn't load the extensions.",
  'extensions.kind.zenvia': 'Zenvia — SMS',
  'extensions.kind.zenviaHint': "The recovery campaigns' SMS go out through the company's Zenvia account, with its sender id.",
  'extensions.kind.slack': 'Slack',
  'extensions.kind.slackHint': "Team notices in a channel of the company's Slack.",
  'extensions.kind.melhor_envio': 'Melhor Envio',
  'extensions.kind.melhor_envioHint': "Quotes and shipping of gifts through Melhor Envio's carriers.",
  'extensions.kind.correios': 'Correios',
  'extensions.kind.correiosHint': 'Correios (Brazilian post) contracts for shipping gifts.',
  'extensions.state.active': 'Active',
  'extensions.state.off': 'Configured, switched off',
  'extensions.state.notConfigured': 'Not configured',
  'extensions.state.unavailable': 'Not available yet',
  'extensions.zenvia.description':
    "The company's Zenvia account: while it is on, the campaigns' SMS go out through it, with its sender id.",
  'extensions.zenvia.loading': 'Loading the Zenvia account…',
  'extensions.zenvia.loadFailed': "Couldn't load the Zenvia account.",
  'extensions.zenvia.configuredEnding': 'Configured, token ending in {last4}',
  'extensions.zenvia.configured': 'Configured',
  'extensions.zenvia.notConfigured': 'Not configured',
  'extensions.zenvia.notConfiguredHint':
    "Without an account of the company, the campaigns' SMS go out through Retoma's default account, when there is one, or are kept in the outbox.",
  'extensions.zenvia.activeHint': "On: the campaigns' SMS go out through this account.",
  'extensions.zenvia.offHint': "Off: the campaigns' SMS go out as if the company had no account.",
  'extensions.zenvia.updatedAt': 'Changed on {when}.',
  'extensions.zenvia.account': 'Account',
  'extensions.zenvia.token': 'API token',
  'extensions.zenvia.tokenHint': "The Zenvia account's API token. Once saved, it is never shown again.",
  'extensions.zenvia.tokenKeepHint': 'Leave it empty to keep the current token, or type a new one to replace it.',
  'extensions.zenvia.remetente': 'Sender id',
  'extensions.zenvia.remetenteHint': 'The sender id registered at Zenvia.',
  'extensions.zenvia.ativa': "Send the campaigns' SMS through this account",
  'extensions.zenvia.save': 'Save',
  'extensions.zenvia.saved': 'Zenvia account saved.',
  'extensions.zenvia.saveFailed': "Couldn't save right now. Nothing you typed was lost: try again.",
  'extensions.zenvia.disconnect': 'Disconnect',
  'extensions.zenvia.disconnectTitle': 'Disconnect Zenvia?',
  'extensions.zenvia.disconnectMessage':
    "The token and the sender id will be deleted. The campaigns' SMS will go out through Retoma's default account, when there is one, or stay in the outbox.",
  'extensions.zenvia.cancel': 'Cancel',
  'extensions.zenvia.disconnected': 'Zenvia disconnected.',
  'extensions.zenvia.disconnectFailed': "Couldn't disconnect right now: try again.",
  'extensions.zenvia.test.title': 'Test SMS',
  'extensions.zenvia.test.intro':
    'Send an SMS through the saved account to check the token and the sender id, even while the account is off.',
  'extensions.zenvia.test.needsAccount': 'Save the token before sending a test.',
  'extensions.zenvia.test.phone': 'Phone',
  'extensions.zenvia.test.phoneHint': 'With country and area code, digits only (for example, 5511987654321).',
  'extensions.zenvia.test.send': 'Send test SMS',
  'extensions.zenvia.test.sent': 'Zenvia accepted the SMS to +{phone} (message {id}).',
  'extensions.zenvia.test.sendFailed': "Couldn't send right now: try again.",
};

export default en;
