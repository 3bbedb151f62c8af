import { whatsappUrl } from '../../templates/whatsappLink';
import type { CampanhaContato, WhatsappResposta } from '../../types';

/** A message to a contact as the server answers it: filled with the lead's first name, and its wa.me address. */
export function buildWhatsappResposta(
  contato: Pick<CampanhaContato, 'lead' | 'produto'>,
  template = 'Olá, [NOME_LEAD]! Vi que você quer saber mais sobre o [NOME_PRODUTO]. Posso ajudar?',
): WhatsappResposta {
  const { lead, produto } = contato;
  const mensagem = template.replaceAll('[NOME_LEAD]', lead.nome.split(' ')[0] ?? lead.nome).replaceAll('[NOME_PRODUTO]', produto.nome);
  return { mensagem, url: whatsappUrl(`${lead.ddi}${lead.ddd}${lead.telefone}`, mensagem) };
}
