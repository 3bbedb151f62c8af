/**
 * WhatsApp's own address for a chat with a number, the message already typed in: `https://wa.me/<digits>?text=<message>`.
 * `numero` is the whole number (country code, area code, number) in any mask: only its digits count. The one builder
 * of these addresses, used by the server (the attend screen's panel, the WhatsApp list and campaign, the campaign
 * steps' `[LINK_ACAO_WHATSAPPLIST]`) and the mocks.
 */
export const whatsappUrl = (numero: string, mensagem: string) =>
  `https://wa.me/${numero.replace(/\D/g, '')}?text=${encodeURIComponent(mensagem)}`;
