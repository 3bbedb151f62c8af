import type { Locale } from '../../format/locale';

/**
 * Everything the list says by itself, mostly to screen readers. Positions arrive already formatted for the
 * locale. The kit carries them in its four languages (like the payment type names) and picks them by
 * `UiProvider`'s locale; an app overrides any of them with the `texts` prop.
 */
export interface SortableListTexts {
  /** Name of a row's grip button in handle mode, e.g. "Reordenar Passo 2" (in row mode the row's content names it). */
  handle: (label: string) => string;
  /** Read instead of "button" for a handle. */
  roleDescription: string;
  /** Read once when a handle gets focus: how to move a row with the keyboard. */
  instructions: string;
  pickedUp: (label: string, position: string, total: string) => string;
  movedTo: (label: string, position: string, total: string) => string;
  dropped: (label: string, position: string, total: string) => string;
  cancelled: (label: string, position: string, total: string) => string;
  /** Shown (and announced) when the app refused the new order and the list put the old one back. */
  reorderFailed: string;
  /** The list has no rows. */
  empty: string;
}

export const SORTABLE_LIST_TEXTS: Record<Locale, SortableListTexts> = {
  pt: {
    handle: (label) => `Reordenar ${label}`,
    roleDescription: 'item reordenável',
    instructions:
      'Para mover um item, pressione espaço ou Enter. Use as setas para cima e para baixo para mudar a posição, espaço ou Enter para soltar e Esc para cancelar.',
    pickedUp: (label, position, total) => `${label} selecionado, na posição ${position} de ${total}.`,
    movedTo: (label, position, total) => `${label} movido para a posição ${position} de ${total}.`,
    dropped: (label, position, total) => `${label} solto na posição ${position} de ${total}.`,
    cancelled: (label, position, total) => `Movimento cancelado. ${label} voltou à posição ${position} de ${total}.`,
    reorderFailed: 'Não foi possível salvar a nova ordem. A ordem anterior foi restaurada.',
    empty: 'Não existe registro por aqui',
  },
  en: {
    handle: (label) => `Reorder ${label}`,
    roleDescription: 'sortable item',
    instructions:
      'To move an item, press space or Enter. Use the up and down arrow keys to change its position, space or Enter to drop it and Escape to cancel.',
    pickedUp: (label, position, total) => `Picked up ${label}, at position ${position} of ${total}.`,
    movedTo: (label, position, total) => `${label} moved to position ${position} of ${total}.`,
    dropped: (label, position, total) => `${label} dropped at position ${position} of ${total}.`,
    cancelled: (label, position, total) => `Move cancelled. ${label} returned to position ${position} of ${total}.`,
    reorderFailed: 'The new order could not be saved. The previous order was restored.',
    empty: 'Nothing here yet',
  },
  de: {
    handle: (label) => `${label} verschieben`,
    roleDescription: 'sortierbares Element',
    instructions:
      'Um ein Element zu verschieben, drücken Sie die Leertaste oder die Eingabetaste. Ändern Sie die Position mit den Pfeiltasten nach oben und unten, legen Sie es mit der Leertaste oder der Eingabetaste ab oder brechen Sie mit Escape ab.',
    pickedUp: (label, position, total) => `${label} aufgenommen, an Position ${position} von ${total}.`,
    movedTo: (label, position, total) => `${label} an Position ${position} von ${total} verschoben.`,
    dropped: (label, position, total) => `${label} an Position ${position} von ${total} abgelegt.`,
    cancelled: (label, position, total) => `Verschieben abgebrochen. ${label} ist wieder an Position ${position} von ${total}.`,
    reorderFailed: 'Die neue Reihenfolge konnte nicht gespeichert werden. Die vorherige Reihenfolge wurde wiederhergestellt.',
    empty: 'Hier gibt es noch nichts',
  },
  fr: {
    handle: (label) => `Déplacer ${label}`,
    roleDescription: 'élément déplaçable',
    instructions:
      'Pour déplacer un élément, appuyez sur Espace ou Entrée. Utilisez les flèches haut et bas pour changer sa position, Espace ou Entrée pour le déposer et Échap pour annuler.',
    pickedUp: (label, position, total) => `${label} saisi, en position ${position} sur ${total}.`,
    movedTo: (label, position, total) => `${label} déplacé en position ${position} sur ${total}.`,
    dropped: (label, position, total) => `${label} déposé en position ${position} sur ${total}.`,
    cancelled: (label, position, total) => `Déplacement annulé. ${label} est revenu en position ${position} sur ${total}.`,
    reorderFailed: 'Impossible d’enregistrer le nouvel ordre. L’ordre précédent a été rétabli.',
    empty: 'Rien ici pour l’instant',
  },
};
