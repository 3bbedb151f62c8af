import type { Translation } from '../../i18n/defineMessages';
import type { ExtensionsMessageKey } from './messages';

/** German texts of the module (pt, in messages.ts, is the source): downloaded only by those who read German. */
const de: Translation<ExtensionsMessageKey> = {
  'extensions.retry': 'Erneut versuchen',
  'extensions.catalogue.description': 'Externe Dienste, die das Unternehmen mit seinem eigenen Konto verbindet.',
  'extensions.catalogue.loading': 'Erweiterungen werden geladen…',
  'extensions.catalogue.loadFailed': 'Die Erweiterungen konnten nicht geladen werden.',
  'extensions.kind.zenvia': 'Zenvia — SMS',
  'extensions.kind.zenviaHint':
    'Die SMS der Rückgewinnungskampagnen gehen über das Zenvia-Konto des Unternehmens mit dessen Absenderkennung hinaus.',
  'extensions.kind.slack': 'Slack',
  'extensions.kind.slackHint': 'Hinweise für das Team in einem Slack-Kanal des Unternehmens.',
  'extensions.kind.melhor_envio': 'Melhor Envio',
  'extensions.kind.melhor_envioHint': 'Angebote und Versand von Geschenken über die Transportunternehmen von Melhor Envio.',
  'extensions.kind.correios': 'Correios',
  'extensions.kind.correiosHint': 'Verträge mit Correios (brasilianische Post) für den Versand von Geschenken.',
  'extensions.state.active': 'Aktiv',
  'extensions.state.off': 'Eingerichtet, ausgeschaltet',
  'extensions.state.notConfigured': 'Nicht eingerichtet',
  'extensions.state.unavailable': 'Noch nicht verfügbar',
  'extensions.zenvia.description':
    'Das Zenvia-Konto des Unternehmens: Solange es eingeschaltet ist, gehen die SMS der Kampagnen darüber hinaus, mit seiner Absenderkennung.',
  'extensions.zenvia.loading': 'Das Zenvia-Konto wird geladen…',
  'extensions.zenvia.loadFailed': 'Das Zenvia-Konto konnte nicht geladen werden.',
  'extensions.zenvia.configuredEnding': 'Eingerichtet, Token endet auf {last4}',
  'extensions.zenvia.configured': 'Eingerichtet',
  'extensions.zenvia.notConfigured': 'Nicht eingerichtet',
  'extensions.zenvia.notConfiguredHint':
    'Ohne ein Konto des Unternehmens gehen die SMS der Kampagnen über das Standardkonto von Retoma hinaus, sofern es eines gibt, oder bleiben im Postausgang.',
  'extensions.zenvia.activeHint': 'Eingeschaltet: Die SMS der Kampagnen gehen über dieses Konto hinaus.',
  'extensions.zenvia.offHint': 'Ausgeschaltet: Die SMS der Kampagnen gehen hinaus, als hätte das Unternehmen kein Konto.',
  'extensions.zenvia.updatedAt': 'Geändert am {when}.',
  'extensions.zenvia.account': 'Konto',
  'extensions.zenvia.token': 'API-Token',
  'extensions.zenvia.tokenHint': 'Das API-Token des Zenvia-Kontos. Nach dem Speichern wird es nie wieder angezeigt.',
  'extensions.zenvia.tokenKeepHint': 'Leer lassen, um das aktuelle Token zu behalten, oder ein neues eingeben, um es zu ersetzen.',
  'extensions.zenvia.remetente': 'Absenderkennung',
  'extensions.zenvia.remetenteHint': 'Die bei Zenvia registrierte Absenderkennung.',
  'extensions.zenvia.ativa': 'Die SMS der Kampagnen über dieses Konto senden',
  'extensions.zenvia.save': 'Speichern',
  'extensions.zenvia.saved': 'Zenvia-Konto gespeichert.',
  'extensions.zenvia.saveFailed': 'Speichern ist gerade nicht möglich. Ihre Eingaben sind nicht verloren: Versuchen Sie es erneut.',
  'extensions.zenvia.disconnect': 'Trennen',
  'extensions.zenvia.disconnectTitle': 'Zenvia trennen?',
  'extensions.zenvia.disconnectMessage':
    'Token und Absenderkennung werden gelöscht. Die SMS der Kampagnen gehen dann über das Standardkonto von Retoma hinaus, sofern es eines gibt, oder bleiben im Postausgang.',
  'extensions.zenvia.cancel': 'Abbrechen',
  'extensions.zenvia.disconnected': 'Zenvia getrennt.',
  'extensions.zenvia.disconnectFailed': 'Trennen ist gerade nicht möglich: Versuchen Sie es erneut.',
  'extensions.zenvia.test.title': 'Test-SMS',
  'extensions.zenvia.test.intro':
    'Senden Sie eine SMS über das gespeicherte Konto, um Token und Absenderkennung zu prüfen, auch wenn das Konto ausgeschaltet ist.',
  'extensions.zenvia.test.needsAccount': 'Speichern Sie das Token, bevor Sie einen Test senden.',
  'extensions.zenvia.test.phone': 'Telefon',
  'extensions.zenvia.test.phoneHint': 'Mit Landes- und Ortsvorwahl, nur Ziffern (zum Beispiel 5511987654321).',
  'extensions.zenvia.test.send': 'Test-SMS senden',
  'extensions.zenvia.test.sent': 'Zenvia hat die SMS an +{phone} angenommen (Nachricht {id}).',
  'extensions.zenvia.test.sendFailed': 'Senden ist gerade nicht möglich: Versuchen Sie es erneut.',
};

export default de;
