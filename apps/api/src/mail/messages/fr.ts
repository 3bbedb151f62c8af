import type { MailCatalogue } from './pt';

export const fr: MailCatalogue = {
  'mail.greeting': 'Bonjour {name} !',
  'reset.subject': 'Récupération du mot de passe — Retoma',
  'reset.request': 'Nous avons reçu une demande de réinitialisation de votre mot de passe. Pour en choisir un nouveau, ouvrez :',
  'reset.validity.one': 'Le lien est valable {count} minute et ne peut être utilisé qu’une seule fois.',
  'reset.validity.other': 'Le lien est valable {count} minutes et ne peut être utilisé qu’une seule fois.',
  'reset.ignore': 'Si vous n’avez pas demandé de récupération, ignorez cet e-mail : votre mot de passe reste le même.',
  'invite.subject': 'Invitation à rejoindre {company} — Retoma',
  'invite.invitedBy': '{inviter} vous a invité à rejoindre l’entreprise {company} sur Retoma.',
  'invite.someone': 'Un administrateur',
  'invite.choosePassword': 'Pour créer votre mot de passe et vous connecter, utilisez le lien ci-dessous :',
  'invite.validity.one': 'Le lien est valable {count} jour et ne peut être utilisé qu’une seule fois.',
  'invite.validity.other': 'Le lien est valable {count} jours et ne peut être utilisé qu’une seule fois.',
  'invite.login': 'Connectez-vous avec votre e-mail et votre mot de passe habituels sur :',
};
