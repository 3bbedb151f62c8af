import type { Translation } from '../../i18n/defineMessages';
import type { ErrorsMessageKey } from './messages';

/** French texts of the error pages (pt, in messages.ts, is the source): downloaded only by those who read French. */
const fr: Translation<ErrorsMessageKey> = {
  'notFound.text': "L'adresse que vous avez ouverte n'existe pas.",
  'notFound.back': "Retour à l'accueil",
  'serverError.text':
    "Une erreur s'est produite de notre côté et la page n'a pas pu s'ouvrir. Rien de ce que vous aviez enregistré n'est perdu.",
  'serverError.persist': 'Réessayez dans un instant ; si le problème persiste, contactez le support.',
  'serverError.back': 'Retour à la page précédente',
  'notAuthorized.text': "Votre profil n'a pas l'autorisation d'accéder à cette page.",
  'notAuthorized.ask': "Si vous en avez besoin, demandez l'accès à un administrateur de l'entreprise.",
  'notAuthorized.toDashboard': "Retour au tableau de bord de l'entreprise",
  'maintenance.text': 'Retoma fait l’objet d’une maintenance programmée et sera de retour dans quelques minutes.',
  'maintenance.safe': 'Vos données sont en sécurité. Merci de votre patience !',
  'maintenance.retry': 'Réessayer',
  'companyNotAuthorized.text': 'Votre compte ne fait pas partie de cette entreprise ou votre accès a été désactivé.',
  'companyNotAuthorized.named': "Votre compte ne fait pas partie de l'entreprise « {company} » ou votre accès a été désactivé.",
  'companyNotAuthorized.invite': "Pour y accéder, demandez une invitation à un administrateur de l'entreprise.",
  'companyNotFound.text':
    "Aucune entreprise n'existe à l'adresse que vous avez ouverte. Vérifiez le lien ou choisissez l'une de vos entreprises.",
  'companyNotFound.named':
    "L'entreprise « {company} » n'existe pas dans Retoma. Vérifiez l'adresse ou choisissez l'une de vos entreprises.",
  'comingSoon.text': "Cette fonctionnalité reçoit ses dernières finitions pour arriver dans votre entreprise prête à l'emploi.",
  'comingSoon.when': "Dès qu'elle sera disponible, elle apparaîtra dans le menu de Retoma pour les personnes autorisées à l'utiliser.",
  'upcomingPage.text':
    'Cette page arrive avec l’un des prochains modules de Retoma. Si vous l’avez mise en favori, elle y reste et s’ouvre ici dès sa sortie.',
  'errors.toCompanies': 'Voir mes entreprises',
};
export default fr;
