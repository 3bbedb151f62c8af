import type { Translation } from '../../i18n/defineMessages';
import type { ExtensionsMessageKey } from './messages';

/** French texts of the module (pt, in messages.ts, is the source): downloaded only by those who read French. */
const fr: Translation<ExtensionsMessageKey> = {
  'extensions.retry': 'Réessayer',
  'extensions.catalogue.description': 'Des services extérieurs que l’entreprise connecte avec son propre compte.',
  'extensions.catalogue.loading': 'Chargement des extensions…',
  'extensions.catalogue.loadFailed': 'Impossible de charger les extensions.',
  'extensions.kind.zenvia': 'Zenvia — SMS',
  'extensions.kind.zenviaHint':
    'Les SMS des campagnes de récupération partent par le compte Zenvia de l’entreprise, avec son identifiant d’expéditeur.',
  'extensions.kind.slack': 'Slack',
  'extensions.kind.slackHint': 'Des avis pour l’équipe dans un canal Slack de l’entreprise.',
  'extensions.kind.melhor_envio': 'Melhor Envio',
  'extensions.kind.melhor_envioHint': 'Devis et expédition des cadeaux par les transporteurs de Melhor Envio.',
  'extensions.kind.correios': 'Correios',
  'extensions.kind.correiosHint': 'Contrats avec Correios (la poste brésilienne) pour l’expédition des cadeaux.',
  'extensions.state.active': 'Active',
  'extensions.state.off': 'Configurée, désactivée',
  'extensions.state.notConfigured': 'Non configurée',
  'extensions.state.unavailable': 'Pas encore disponible',
  'extensions.zenvia.description':
    'Le compte Zenvia de l’entreprise : tant qu’il est activé, les SMS des campagnes partent par lui, avec son identifiant d’expéditeur.',
  'extensions.zenvia.loading': 'Chargement du compte Zenvia…',
  'extensions.zenvia.loadFailed': 'Impossible de charger le compte Zenvia.',
  'extensions.zenvia.configuredEnding': 'Configuré, jeton se terminant par {last4}',
  'extensions.zenvia.configured': 'Configuré',
  'extensions.zenvia.notConfigured': 'Non configuré',
  'extensions.zenvia.notConfiguredHint':
    'Sans compte de l’entreprise, les SMS des campagnes partent par le compte par défaut de Retoma, s’il y en a un, ou restent dans la boîte d’envoi.',
  'extensions.zenvia.activeHint': 'Activé : les SMS des campagnes partent par ce compte.',
  'extensions.zenvia.offHint': 'Désactivé : les SMS des campagnes partent comme si l’entreprise n’avait pas de compte.',
  'extensions.zenvia.updatedAt': 'Modifié le {when}.',
  'extensions.zenvia.account': 'Compte',
  'extensions.zenvia.token': 'Jeton d’API',
  'extensions.zenvia.tokenHint': 'Le jeton d’API du compte Zenvia. Une fois enregistré, il n’est plus jamais affiché.',
  'extensions.zenvia.tokenKeepHint': 'Laissez vide pour garder le jeton actuel, ou saisissez-en un nouveau pour le remplacer.',
  'extensions.zenvia.remetente': 'Identifiant d’expéditeur',
  'extensions.zenvia.remetenteHint': 'L’identifiant d’expéditeur enregistré chez Zenvia.',
  'extensions.zenvia.ativa': 'Envoyer les SMS des campagnes par ce compte',
  'extensions.zenvia.save': 'Enregistrer',
  'extensions.zenvia.saved': 'Compte Zenvia enregistré.',
  'extensions.zenvia.saveFailed': 'Impossible d’enregistrer pour le moment. Rien de ce que vous avez saisi n’est perdu : réessayez.',
  'extensions.zenvia.disconnect': 'Déconnecter',
  'extensions.zenvia.disconnectTitle': 'Déconnecter Zenvia ?',
  'extensions.zenvia.disconnectMessage':
    'Le jeton et l’identifiant d’expéditeur seront supprimés. Les SMS des campagnes partiront par le compte par défaut de Retoma, s’il y en a un, ou resteront dans la boîte d’envoi.',
  'extensions.zenvia.cancel': 'Annuler',
  'extensions.zenvia.disconnected': 'Zenvia déconnecté.',
  'extensions.zenvia.disconnectFailed': 'Impossible de déconnecter pour le moment : réessayez.',
  'extensions.zenvia.test.title': 'SMS de test',
  'extensions.zenvia.test.intro':
    'Envoyez un SMS par le compte enregistré pour vérifier le jeton et l’identifiant d’expéditeur, même avec le compte désactivé.',
  'extensions.zenvia.test.needsAccount': 'Enregistrez le jeton avant d’envoyer un test.',
  'extensions.zenvia.test.phone': 'Téléphone',
  'extensions.zenvia.test.phoneHint': 'Avec l’indicatif du pays et de la région, chiffres uniquement (par exemple 5511987654321).',
  'extensions.zenvia.test.send': 'Envoyer un SMS de test',
  'extensions.zenvia.test.sent': 'Zenvia a accepté le SMS pour +{phone} (message {id}).',
  'extensions.zenvia.test.sendFailed': 'Impossible d’envoyer pour le moment : réessayez.',
};

export default fr;
