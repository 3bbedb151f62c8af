/**
 * The WhatsApp campaign's actions on a contact (the lead its public form brought in): write to it on WhatsApp, or
 * hand it to the agents as a ticket.
 */

/** A message to a contact as it goes out, filled with the lead's data, and the address that opens it in WhatsApp. */
export interface WhatsappResposta {
  mensagem: string;
  /** `https://wa.me/<the lead's number>?text=<the message>`. */
  url: string;
}

/** The ticket made for a contact. */
export interface ContatoTicket {
  ticket_id: number;
}

/** What the public form answers (the lead sees it on the page that embeds the form). */
export interface WhatsappFormResult {
  mensagem: string;
}
