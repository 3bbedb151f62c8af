import type { MailCatalogue } from './pt';

export const de: MailCatalogue = {
  'mail.greeting': 'Hallo {name}!',
  'reset.subject': 'Passwort-Wiederherstellung — Retoma',
  'reset.request': 'Wir haben eine Anfrage erhalten, Ihr Passwort zurückzusetzen. Um ein neues Passwort zu wählen, öffnen Sie:',
  'reset.validity.one': 'Der Link ist {count} Minute gültig und kann nur einmal verwendet werden.',
  'reset.validity.other': 'Der Link ist {count} Minuten gültig und kann nur einmal verwendet werden.',
  'reset.ignore': 'Wenn Sie keine Wiederherstellung angefordert haben, ignorieren Sie diese E-Mail: Ihr Passwort bleibt unverändert.',
  'invite.subject': 'Einladung zu {company} — Retoma',
  'invite.invitedBy': '{inviter} hat Sie eingeladen, dem Unternehmen {company} bei Retoma beizutreten.',
  'invite.someone': 'Ein Administrator',
  'invite.choosePassword': 'Um Ihr Passwort festzulegen und sich anzumelden, verwenden Sie den folgenden Link:',
  'invite.validity.one': 'Der Link ist {count} Tag gültig und kann nur einmal verwendet werden.',
  'invite.validity.other': 'Der Link ist {count} Tage gültig und kann nur einmal verwendet werden.',
  'invite.login': 'Melden Sie sich mit Ihrer gewohnten E-Mail-Adresse und Ihrem Passwort an unter:',
};
