import type { Translation } from '../../i18n/defineMessages';
import type { ErrorsMessageKey } from './messages';

/** German texts of the error pages (pt, in messages.ts, is the source): downloaded only by those who read German. */
const de: Translation<ErrorsMessageKey> = {
  'notFound.text': 'Die aufgerufene Adresse existiert nicht.',
  'notFound.back': 'Zurück zum Start',
  'serverError.text':
    'Bei uns ist etwas schiefgelaufen, und die Seite konnte nicht geöffnet werden. Bereits Gespeichertes ist nicht verloren.',
  'serverError.persist': 'Versuchen Sie es gleich noch einmal; besteht das Problem weiter, wenden Sie sich an den Support.',
  'serverError.back': 'Zurück zur vorherigen Seite',
  'notAuthorized.text': 'Ihre Rolle hat keine Berechtigung für diese Seite.',
  'notAuthorized.ask': 'Wenn Sie sie benötigen, bitten Sie eine Administratorin oder einen Administrator des Unternehmens um Zugriff.',
  'notAuthorized.toDashboard': 'Zurück zum Dashboard des Unternehmens',
  'maintenance.text': 'Retoma wird planmäßig gewartet und ist in wenigen Minuten wieder erreichbar.',
  'maintenance.safe': 'Ihre Daten sind sicher. Vielen Dank für Ihre Geduld!',
  'maintenance.retry': 'Erneut versuchen',
  'companyNotAuthorized.text': 'Ihr Konto gehört nicht zu diesem Unternehmen oder Ihr Zugriff wurde deaktiviert.',
  'companyNotAuthorized.named': 'Ihr Konto gehört nicht zum Unternehmen „{company}“ oder Ihr Zugriff wurde deaktiviert.',
  'companyNotAuthorized.invite': 'Bitten Sie eine Administratorin oder einen Administrator des Unternehmens um eine Einladung.',
  'companyNotFound.text':
    'Unter der geöffneten Adresse gibt es kein Unternehmen. Prüfen Sie den Link oder wählen Sie eines Ihrer Unternehmen.',
  'companyNotFound.named':
    'Das Unternehmen „{company}“ existiert in Retoma nicht. Prüfen Sie die Adresse oder wählen Sie eines Ihrer Unternehmen.',
  'comingSoon.text': 'Diese Funktion erhält gerade den letzten Schliff, damit sie Ihr Unternehmen einsatzbereit erreicht.',
  'comingSoon.when': 'Sobald sie verfügbar ist, erscheint sie im Retoma-Menü für alle, die sie nutzen dürfen.',
  'upcomingPage.text':
    'Diese Seite kommt mit einem der nächsten Retoma-Module. Als Favorit bleibt sie in Ihren Favoriten und öffnet sich hier, sobald sie veröffentlicht ist.',
  'errors.toCompanies': 'Meine Unternehmen anzeigen',
};
export default de;
