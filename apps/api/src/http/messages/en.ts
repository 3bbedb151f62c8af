import type { ValidationCatalogue } from '@retoma/api-client';

/** English for the messages the server writes itself, keyed by the pt source text (see index.ts). */
export const en: ValidationCatalogue = {
  'A mensagem ficou vazia depois de removido o conteúdo não permitido.':
    'The message is empty once the content that is not allowed is removed.',
  'A senha atual não confere.': 'The current password is incorrect.',
  'Agendamento não encontrado.': 'Call-back not found.',
  'Agende para uma data futura.': 'Schedule for a future date.',
  'Chamada não encontrada.': 'Call not found.',
  'Conquista não encontrada.': 'Achievement not found.',
  'Este lead tem vendas ou tickets: excluí-lo apagaria esse histórico. Anonimize os dados dele (LGPD) em vez de excluir.':
    "This lead has sales or tickets: deleting it would erase that history. Erase the lead's personal data (LGPD) instead of deleting it.",
  'Lead não encontrado.': 'Lead not found.',
  'Os dados deste lead já foram anonimizados.': "This lead's data has already been erased.",
  'Os dados do lead foram anonimizados (LGPD): envio cancelado.': "The lead's data was erased (LGPD): send cancelled.",
  'Conta em uso por {count} produto. Remova ou mova o produto antes.': 'Account used by {count} product. Remove or move the product first.',
  'Conta em uso por {count} produtos. Remova ou mova os produtos antes.':
    'Account used by {count} products. Remove or move the products first.',
  'Conta não encontrada.': 'Account not found.',
  'E-mail ou senha incorretos.': 'Incorrect e-mail or password.',
  'Empresa não encontrada.': 'Company not found.',
  'Erro interno do servidor.': 'Internal server error.',
  'Esta chamada já foi registrada.': 'This call has already been recorded.',
  'Esta chamada é de outro atendente.': 'This call belongs to another agent.',
  'Esta mensagem é padrão do sistema e não pode ser alterada nem removida.':
    'This message is a system default and cannot be changed or removed.',
  'Este agendamento já foi concluído.': 'This call-back has already been completed.',
  'Este brinde não está disponível para o produto do ticket.': 'This gift is not available for the ticket’s product.',
  'Este e-mail já está cadastrado.': 'This e-mail is already registered.',
  'Este e-mail já faz parte da empresa.': 'This e-mail is already part of the company.',
  'Este lead já possui um ticket aberto para este produto ({ticket}).': 'This lead already has an open ticket for this product ({ticket}).',
  'Este produto não é um upsell do produto do ticket.': 'This product is not an upsell of the ticket’s product.',
  'Este registro está em uso por outros registros e não pode ser removido. Desative-o em vez disso.':
    'This record is used by other records and cannot be removed. Deactivate it instead.',
  'Este status não corresponde ao resultado escolhido.': 'This status does not match the chosen outcome.',
  'Este status não permite inserir brinde.': 'This status does not allow adding a gift.',
  'Este status é padrão do sistema e não pode ser alterado nem removido.':
    'This status is a system default and cannot be changed or removed.',
  'Este ticket aguarda o retorno de {name}. Peça a transferência para atendê-lo.':
    'This ticket is waiting for a call-back from {name}. Ask for a transfer to attend it.',
  'Este ticket está em atendimento e não pode ser removido.': 'This ticket is being attended and cannot be removed.',
  'Este ticket está sendo atendido por {name}.': 'This ticket is being attended by {name}.',
  'Este ticket já encontra-se fechado.': 'This ticket is already closed.',
  'Este(a) motivo de perda é padrão do sistema e não pode ser alterado(a) nem removido(a).':
    'This loss reason is a system default and cannot be changed or removed.',
  'Este(a) origem é padrão do sistema e não pode ser alterado(a) nem removido(a).':
    'This origin is a system default and cannot be changed or removed.',
  'Este(a) tipo de dúvida é padrão do sistema e não pode ser alterado(a) nem removido(a).':
    'This question type is a system default and cannot be changed or removed.',
  'Escolha um horário futuro.': 'Choose a future time.',
  'Foto não encontrada.': 'Photo not found.',
  'Função inválida.': 'Invalid role.',
  'Função não encontrada.': 'Role not found.',
  'Informe o token da Zenvia.': 'Enter the Zenvia token.',
  'Já existe uma conquista com este nome.': 'An achievement with this name already exists.',
  'Já existe uma função com este nome.': 'A role with this name already exists.',
  'Link não encontrado.': 'Link not found.',
  'Logotipo não encontrado.': 'Logo not found.',
  'O SMS de teste não foi enviado. {motivo}.': 'The test SMS was not sent. {motivo}.',
  'O SMS de teste não foi enviado: a Zenvia não respondeu. Tente de novo em instantes.':
    'The test SMS was not sent: Zenvia did not answer. Try again in a moment.',
  'O código {code} já é de outro link desta empresa. Escolha outro.':
    'The code {code} already belongs to another link of this company. Choose another.',
  'O link “{descricao}” está nas mensagens padrão {mensagens}: tire-o delas antes de excluí-lo.':
    'The link “{descricao}” is in the default messages {mensagens}: take it out of them before deleting it.',
  'O link [LINK_{identidade}] não existe nesta empresa: escolha um dos links de venda.':
    'The link [LINK_{identidade}] does not exist in this company: choose one of the sales links.',
  'O link [LINK_{identidade}] ({descricao}) está desativado: escolha outro.':
    'The link [LINK_{identidade}] ({descricao}) is turned off: choose another.',
  'O link [LINK_{identidade}] ({descricao}) ainda não tem endereço: o produto não tem checkout.':
    'The link [LINK_{identidade}] ({descricao}) has no address yet: the product has no checkout.',
  'Salve o token da Zenvia antes de enviar um teste.': 'Save the Zenvia token before sending a test.',
  'Você não é membro desta empresa.': 'You are not a member of this company.',
  'Link não encontrado: {links}.': 'Link not found: {links}.',
  'Mensagem não encontrada.': 'Message not found.',
  'Motivo de perda não encontrado.': 'Loss reason not found.',
  'Muitas tentativas. Tente novamente em {seconds} s.': 'Too many attempts. Try again in {seconds} s.',
  'O agendamento não confere com o endereço.': 'The call-back does not match the address.',
  'O conteúdo enviado é grande demais.': 'The content sent is too large.',
  'O corpo da requisição não é um formulário válido.': 'The request body is not a valid form.',
  'O texto contém caracteres inválidos.': 'The text contains invalid characters.',
  'O corpo da requisição não é um JSON válido.': 'The request body is not valid JSON.',
  'O código {code} já é de outro produto. Cada produto da plataforma é cadastrado uma vez.':
    'The code {code} already belongs to another product. Each platform product is registered once.',
  'O código {code} já é do produto "{nome}". Cada produto da plataforma é cadastrado uma vez.':
    'The code {code} already belongs to the product "{nome}". Each platform product is registered once.',
  'O e-mail identifica o lead e não pode ser alterado aqui.': 'The e-mail identifies the lead and cannot be changed here.',
  'O lead já tem outro ticket aberto para este produto: atenda aquele.':
    'The lead already has another open ticket for this product: attend that one.',
  'O lead não tem um telefone válido para o WhatsApp.': 'The lead has no valid phone number for WhatsApp.',
  'O lead não é o deste ticket.': 'The lead is not this ticket’s lead.',
  'O produto não é o deste ticket.': 'The product is not this ticket’s product.',
  'O seu plano permite {max} conquista ativa. Desative-a ou mude de plano.':
    'Your plan allows {max} active achievement. Deactivate it or change plans.',
  'O seu plano permite até {max} conquistas ativas. Desative outra ou mude de plano.':
    'Your plan allows up to {max} active achievements. Deactivate another one or change plans.',
  'O ticket deste agendamento está fechado.': 'The ticket of this call-back is closed.',
  'O ticket mudou enquanto o atendimento era iniciado. Tente novamente.':
    'The ticket changed while the attendance was starting. Try again.',
  'Origem não encontrada.': 'Origin not found.',
  'Produto não encontrado.': 'Product not found.',
  'Recurso não encontrado.': 'Resource not found.',
  'Registro duplicado: já existe um registro com estes dados.': 'Duplicate record: a record with this data already exists.',
  'Registro não encontrado.': 'Record not found.',
  'Selecione um usuário ativo da empresa.': 'Select an active user of the company.',
  'Selo não encontrado.': 'Badge not found.',
  'Somente convites pendentes podem ser reenviados.': 'Only pending invitations can be resent.',
  'Somente tickets fechados podem ser reabertos.': 'Only closed tickets can be reopened.',
  'Somente um administrador pode conceder ou alterar o acesso de administradores.':
    'Only an administrator can grant or change administrators’ access.',
  'Status de finalização não encontrado.': 'Closing status not found.',
  'Ticket não encontrado.': 'Ticket not found.',
  'Tickets fechados não podem ser editados.': 'Closed tickets cannot be edited.',
  'Tickets fechados não podem ser removidos.': 'Closed tickets cannot be removed.',
  'Tickets fechados não podem ser transferidos. Reabra o ticket antes.': 'Closed tickets cannot be transferred. Reopen the ticket first.',
  'Tipo de dúvida não encontrado.': 'Question type not found.',
  'Token inválido ou expirado. Solicite a recuperação novamente.': 'Invalid or expired token. Request the recovery again.',
  'Token não encontrado.': 'Token not found.',
  'Um produto não pode ser upsell de si mesmo.': 'A product cannot be an upsell of itself.',
  'Usuário não encontrado nesta empresa.': 'User not found in this company.',
  'Usuário não encontrado.': 'User not found.',
  'Você já está atendendo o ticket {ticket}. Finalize ou cancele esse atendimento antes de iniciar outro.':
    'You are already attending ticket {ticket}. Finish or cancel that attendance before starting another.',
  'Você não tem acesso a esta empresa.': 'You do not have access to this company.',
  'Você não tem permissão para esta ação.': 'You do not have permission for this action.',
  'Você não está atendendo este ticket. Inicie o atendimento antes.': 'You are not attending this ticket. Start the attendance first.',
  'Você não está atendendo este ticket.': 'You are not attending this ticket.',
  'Você só pode alterar a sua própria conta.': 'You can only change your own account.',
  'Você só pode alterar os tickets que criou.': 'You can only change the tickets you created.',
  'Você só pode reagendar os seus próprios agendamentos.': 'You can only reschedule your own call-backs.',
  'A função {name} é do sistema e não pode ser alterada nem removida.':
    'The {name} role belongs to the system and cannot be changed or removed.',
  'A função {name} é padrão do sistema e não pode ser removida.': 'The {name} role is a system default and cannot be removed.',
  'A função {name} está em uso por {people}. Troque a função dessas pessoas antes de removê-la.':
    'The {name} role is held by {people}. Give these people another role before removing it.',
  'Somente um administrador pode criar, alterar ou remover funções.': 'Only an administrator can create, change or remove roles.',
  'O seu plano permite {max} usuário, e o lugar está ocupado. Mude de plano para ter mais.':
    'Your plan allows {max} user, and the seat is taken. Change plans to have more.',
  'O seu plano permite até {max} usuários, e todos os lugares estão ocupados. Desative alguém ou mude de plano.':
    'Your plan allows up to {max} users, and every seat is taken. Deactivate someone or change plans.',
  'Selecione outra pessoa ativa da empresa.': 'Choose another active person of the company.',
  'Você não pode alterar a sua própria função, desativar-se nem sair da empresa por aqui. Peça a outro administrador.':
    'You cannot change your own role, deactivate yourself or leave the company here. Ask another administrator.',
  'A empresa precisa de um administrador ativo, e {name} é o último. Torne outra pessoa administradora antes.':
    'The company needs an active administrator, and {name} is the last one. Make someone else an administrator first.',
  'Token da conta inválido: confira o token cadastrado na conta.': 'Invalid account token: check the token saved on the account.',
  'O corpo do evento não é um JSON válido.': 'The event body is not valid JSON.',
  'Evento malformado: confira os campos indicados.': 'Malformed event: check the fields indicated.',
  'Campo obrigatório ausente.': 'Required field missing.',
  'Valor inválido.': 'Invalid value.',
  'Versão do webhook não suportada: configure a versão 2.0.0.': 'Webhook version not supported: set version 2.0.0.',
  // Recovery plans, campaigns, steps and sends
  'A nova ordem deve trazer todos os passos desta sequência, cada um uma vez, e nenhum outro.':
    'The new order must list every step of this sequence, each once, and no other.',
  'A sequência inteira deve caber em 31 dias (44.640 minutos): restam {left} minutos para este passo.':
    'The whole sequence must fit in 31 days (44,640 minutes): {left} minutes are left for this step.',
  'A sequência já ocupa os 31 dias (44.640 minutos): não resta tempo para este passo. Encurte outro passo ou desative-o.':
    'The sequence already takes all 31 days (44,640 minutes): no time is left for this step. Shorten another step or switch it off.',
  'Campanha não encontrada.': 'Campaign not found.',
  'Envio não encontrado.': 'Send not found.',
  'Este envio não está mais agendado: já saiu ou está saindo agora.':
    'This send is no longer scheduled: it has gone out or is going out now.',
  'Há 1 envio agendado nas campanhas deste plano. Desative o plano antes de excluí-lo: o envio será cancelado.':
    '1 send is scheduled in this plan’s campaigns. Switch the plan off before deleting it: the send will be cancelled.',
  'Há {count} envios agendados nas campanhas deste plano. Desative o plano antes de excluí-lo: os envios serão cancelados.':
    '{count} sends are scheduled in this plan’s campaigns. Switch the plan off before deleting it: the sends will be cancelled.',
  'Há 1 envio agendado nesta campanha. Desative a campanha antes de excluí-la: o envio será cancelado.':
    '1 send is scheduled in this campaign. Switch the campaign off before deleting it: the send will be cancelled.',
  'Há {count} envios agendados nesta campanha. Desative a campanha antes de excluí-la: os envios serão cancelados.':
    '{count} sends are scheduled in this campaign. Switch the campaign off before deleting it: the sends will be cancelled.',
  'Já existe uma campanha deste tipo ativa para este produto: {nome}. Confirme a substituição para desativá-la e ativar esta.':
    'An active campaign of this type already exists for this product: {nome}. Confirm the replacement to switch it off and this one on.',
  'O plano desta campanha está desativado. Ative o plano antes de ativar a campanha.':
    'This campaign’s plan is switched off. Switch the plan on before switching the campaign on.',
  'Passo não encontrado.': 'Step not found.',
  'Plano inválido.': 'Invalid plan.',
  'Plano não encontrado.': 'Plan not found.',
  'Agendamento não encontrado: confira o link que você recebeu.': 'Booking page not found: check the link you received.',
  'Este horário acabou de ser reservado por outra pessoa. Escolha outro horário.':
    'This slot has just been booked by someone else. Choose another slot.',
  'Este horário não está disponível. Escolha um dos horários livres.': 'This slot is not available. Choose one of the free slots.',
  'Selecione um atendente ativo da empresa.': 'Select an active agent of the company.',
  'Contato não encontrado.': 'Contact not found.',
  'Escreva a mensagem (a campanha ainda não tem uma mensagem própria).': 'Write the message (the campaign has no message of its own yet).',
  'Este contato não é desta campanha.': 'This contact is not of this campaign.',
  'Este lead já tem o ticket #{id} aberto para este produto.': 'This lead already has ticket #{id} open for this product.',
  'Este lead não informou um número de WhatsApp.': 'This lead gave no WhatsApp number.',
  'Formulário não encontrado.': 'Form not found.',
  'Obrigado!': 'Thank you!',
  'Recebemos seus dados. Em breve falaremos com você pelo WhatsApp.': 'We have your details. We will talk to you on WhatsApp soon.',
  'Lead não encontrado nesta empresa.': 'Lead not found in this company.',
  'Produto não encontrado nesta empresa.': 'Product not found in this company.',
  'Já existe uma transação com o código {code}.': 'A transaction with the code {code} already exists.',
  'A data do pagamento não pode estar no futuro.': 'The payment date cannot be in the future.',
  'Transação não encontrada.': 'Transaction not found.',
  'Contato não encontrado na lista do WhatsApp.': 'Contact not found on the WhatsApp list.',
  'A comprovação só pode mudar enquanto a pré-comissão está pendente.': 'The proof can only change while the pre-commission is pending.',
  'A pré-comissão #{id} está reprovada: restaure-a antes.': 'Pre-commission #{id} is rejected: restore it first.',
  'A pré-comissão #{id} já foi aprovada.': 'Pre-commission #{id} has already been approved.',
  'A pré-comissão #{id} não está reprovada.': 'Pre-commission #{id} is not rejected.',
  'A venda {code} está em disputa na plataforma: aprove quando a disputa terminar.':
    'Sale {code} is in dispute on the platform: approve once the dispute is over.',
  'A transação {code} já comprova a pré-comissão #{id}.': 'Transaction {code} already proves pre-commission #{id}.',
  'Escolha transações aprovadas do produto desta pré-comissão.': 'Choose approved transactions of this pre-commission’s product.',
  'Esta pessoa não tem comissões a ordenar.': 'This person has no commissions to order.',
  'Imagem não encontrada.': 'Image not found.',
  'Nenhuma das pessoas escolhidas tem comissões prontas para uma ordem.': 'None of the chosen people has commissions ready for an order.',
  'No máximo {max} imagens por pré-comissão.': 'At most {max} images per pre-commission.',
  'Ordem não encontrada.': 'Order not found.',
  'Pré-comissão não encontrada.': 'Pre-commission not found.',
};
