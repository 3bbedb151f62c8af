import type { ValidationCatalogue } from '@retoma/api-client';

/** French for the messages the server writes itself, keyed by the pt source text (see index.ts). */
export const fr: ValidationCatalogue = {
  'A mensagem ficou vazia depois de removido o conteúdo não permitido.': 'Le message est vide une fois le contenu non autorisé retiré.',
  'A senha atual não confere.': 'Le mot de passe actuel est incorrect.',
  'Agendamento não encontrado.': 'Rappel introuvable.',
  'Agende para uma data futura.': 'Planifiez pour une date future.',
  'Chamada não encontrada.': 'Appel introuvable.',
  'Conquista não encontrada.': 'Réussite introuvable.',
  'Este lead tem vendas ou tickets: excluí-lo apagaria esse histórico. Anonimize os dados dele (LGPD) em vez de excluir.':
    'Ce lead a des ventes ou des tickets : le supprimer effacerait cet historique. Anonymisez plutôt ses données (LGPD).',
  'Lead não encontrado.': 'Lead introuvable.',
  'Os dados deste lead já foram anonimizados.': 'Les données de ce lead ont déjà été anonymisées.',
  'Os dados do lead foram anonimizados (LGPD): envio cancelado.': 'Les données du lead ont été anonymisées (LGPD) : envoi annulé.',
  'Conta em uso por {count} produto. Remova ou mova o produto antes.':
    'Compte utilisé par {count} produit. Supprimez ou déplacez d’abord le produit.',
  'Conta em uso por {count} produtos. Remova ou mova os produtos antes.':
    'Compte utilisé par {count} produits. Supprimez ou déplacez d’abord les produits.',
  'Conta não encontrada.': 'Compte introuvable.',
  'E-mail ou senha incorretos.': 'E-mail ou mot de passe incorrect.',
  'Empresa não encontrada.': 'Entreprise introuvable.',
  'Erro interno do servidor.': 'Erreur interne du serveur.',
  'Esta chamada já foi registrada.': 'Cet appel a déjà été enregistré.',
  'Esta chamada é de outro atendente.': 'Cet appel appartient à un autre agent.',
  'Esta mensagem é padrão do sistema e não pode ser alterada nem removida.':
    'Ce message est un élément par défaut du système et ne peut être ni modifié ni supprimé.',
  'Este agendamento já foi concluído.': 'Ce rappel est déjà terminé.',
  'Este brinde não está disponível para o produto do ticket.': 'Ce cadeau n’est pas disponible pour le produit du ticket.',
  'Este e-mail já está cadastrado.': 'Cet e-mail est déjà enregistré.',
  'Este e-mail já faz parte da empresa.': 'Cet e-mail fait déjà partie de l’entreprise.',
  'Este lead já possui um ticket aberto para este produto ({ticket}).': 'Ce lead a déjà un ticket ouvert pour ce produit ({ticket}).',
  'Este produto não é um upsell do produto do ticket.': 'Ce produit n’est pas un upsell du produit du ticket.',
  'Este registro está em uso por outros registros e não pode ser removido. Desative-o em vez disso.':
    'Cet enregistrement est utilisé par d’autres enregistrements et ne peut pas être supprimé. Désactivez-le plutôt.',
  'Este status não corresponde ao resultado escolhido.': 'Ce statut ne correspond pas au résultat choisi.',
  'Este status não permite inserir brinde.': 'Ce statut ne permet pas d’ajouter un cadeau.',
  'Este status é padrão do sistema e não pode ser alterado nem removido.':
    'Ce statut est un élément par défaut du système et ne peut être ni modifié ni supprimé.',
  'Este ticket aguarda o retorno de {name}. Peça a transferência para atendê-lo.':
    'Ce ticket attend le rappel de {name}. Demandez le transfert pour le traiter.',
  'Este ticket está em atendimento e não pode ser removido.': 'Ce ticket est en cours de traitement et ne peut pas être supprimé.',
  'Este ticket está sendo atendido por {name}.': 'Ce ticket est traité par {name}.',
  'Este ticket já encontra-se fechado.': 'Ce ticket est déjà fermé.',
  'Este(a) motivo de perda é padrão do sistema e não pode ser alterado(a) nem removido(a).':
    'Ce motif de perte est un élément par défaut du système et ne peut être ni modifié ni supprimé.',
  'Este(a) origem é padrão do sistema e não pode ser alterado(a) nem removido(a).':
    'Cette origine est un élément par défaut du système et ne peut être ni modifiée ni supprimée.',
  'Este(a) tipo de dúvida é padrão do sistema e não pode ser alterado(a) nem removido(a).':
    'Ce type de question est un élément par défaut du système et ne peut être ni modifié ni supprimé.',
  'Escolha um horário futuro.': 'Choisissez une heure future.',
  'Foto não encontrada.': 'Photo introuvable.',
  'Função inválida.': 'Rôle invalide.',
  'Função não encontrada.': 'Rôle introuvable.',
  'Informe o token da Zenvia.': 'Indiquez le jeton Zenvia.',
  'Já existe uma conquista com este nome.': 'Un succès portant ce nom existe déjà.',
  'Já existe uma função com este nome.': 'Un rôle portant ce nom existe déjà.',
  'Link não encontrado.': 'Lien introuvable.',
  'Logotipo não encontrado.': 'Logo introuvable.',
  'O SMS de teste não foi enviado. {motivo}.': 'Le SMS de test n’a pas été envoyé. {motivo}.',
  'O SMS de teste não foi enviado: a Zenvia não respondeu. Tente de novo em instantes.':
    'Le SMS de test n’a pas été envoyé : Zenvia n’a pas répondu. Réessayez dans un instant.',
  'O código {code} já é de outro link desta empresa. Escolha outro.':
    'Le code {code} appartient déjà à un autre lien de cette entreprise. Choisissez-en un autre.',
  'O link “{descricao}” está nas mensagens padrão {mensagens}: tire-o delas antes de excluí-lo.':
    'Le lien « {descricao} » figure dans les messages types {mensagens} : retirez-le avant de le supprimer.',
  'O link [LINK_{identidade}] não existe nesta empresa: escolha um dos links de venda.':
    'Le lien [LINK_{identidade}] n’existe pas dans cette entreprise : choisissez l’un des liens de vente.',
  'O link [LINK_{identidade}] ({descricao}) está desativado: escolha outro.':
    'Le lien [LINK_{identidade}] ({descricao}) est désactivé : choisissez-en un autre.',
  'O link [LINK_{identidade}] ({descricao}) ainda não tem endereço: o produto não tem checkout.':
    'Le lien [LINK_{identidade}] ({descricao}) n’a pas encore d’adresse : le produit n’a pas de checkout.',
  'Salve o token da Zenvia antes de enviar um teste.': 'Enregistrez le jeton Zenvia avant d’envoyer un test.',
  'Você não é membro desta empresa.': 'Vous n’êtes pas membre de cette entreprise.',
  'Link não encontrado: {links}.': 'Lien introuvable : {links}.',
  'Mensagem não encontrada.': 'Message introuvable.',
  'Motivo de perda não encontrado.': 'Motif de perte introuvable.',
  'Muitas tentativas. Tente novamente em {seconds} s.': 'Trop de tentatives. Réessayez dans {seconds} s.',
  'O agendamento não confere com o endereço.': 'Le rappel ne correspond pas à l’adresse.',
  'O conteúdo enviado é grande demais.': 'Le contenu envoyé est trop volumineux.',
  'O corpo da requisição não é um formulário válido.': 'Le corps de la requête n’est pas un formulaire valide.',
  'O texto contém caracteres inválidos.': 'Le texte contient des caractères non valides.',
  'O corpo da requisição não é um JSON válido.': 'Le corps de la requête n’est pas un JSON valide.',
  'O código {code} já é de outro produto. Cada produto da plataforma é cadastrado uma vez.':
    'Le code {code} appartient déjà à un autre produit. Chaque produit de la plateforme est enregistré une seule fois.',
  'O código {code} já é do produto "{nome}". Cada produto da plataforma é cadastrado uma vez.':
    'Le code {code} appartient déjà au produit « {nome} ». Chaque produit de la plateforme est enregistré une seule fois.',
  'O e-mail identifica o lead e não pode ser alterado aqui.': 'L’e-mail identifie le lead et ne peut pas être modifié ici.',
  'O lead já tem outro ticket aberto para este produto: atenda aquele.':
    'Le lead a déjà un autre ticket ouvert pour ce produit : traitez celui-là.',
  'O lead não tem um telefone válido para o WhatsApp.': 'Le lead n’a pas de numéro de téléphone valide pour WhatsApp.',
  'O lead não é o deste ticket.': 'Le lead n’est pas celui de ce ticket.',
  'O produto não é o deste ticket.': 'Le produit n’est pas celui de ce ticket.',
  'O seu plano permite {max} conquista ativa. Desative-a ou mude de plano.':
    'Votre forfait permet {max} réussite active. Désactivez-la ou changez de forfait.',
  'O seu plano permite até {max} conquistas ativas. Desative outra ou mude de plano.':
    'Votre forfait permet jusqu’à {max} réussites actives. Désactivez-en une autre ou changez de forfait.',
  'O ticket deste agendamento está fechado.': 'Le ticket de ce rappel est fermé.',
  'O ticket mudou enquanto o atendimento era iniciado. Tente novamente.':
    'Le ticket a changé pendant le démarrage du traitement. Réessayez.',
  'Origem não encontrada.': 'Origine introuvable.',
  'Produto não encontrado.': 'Produit introuvable.',
  'Recurso não encontrado.': 'Ressource introuvable.',
  'Registro duplicado: já existe um registro com estes dados.':
    'Enregistrement en double : un enregistrement avec ces données existe déjà.',
  'Registro não encontrado.': 'Enregistrement introuvable.',
  'Selecione um usuário ativo da empresa.': 'Sélectionnez un utilisateur actif de l’entreprise.',
  'Selo não encontrado.': 'Badge introuvable.',
  'Somente convites pendentes podem ser reenviados.': 'Seules les invitations en attente peuvent être renvoyées.',
  'Somente tickets fechados podem ser reabertos.': 'Seuls les tickets fermés peuvent être rouverts.',
  'Somente um administrador pode conceder ou alterar o acesso de administradores.':
    'Seul un administrateur peut accorder ou modifier l’accès des administrateurs.',
  'Status de finalização não encontrado.': 'Statut de clôture introuvable.',
  'Ticket não encontrado.': 'Ticket introuvable.',
  'Tickets fechados não podem ser editados.': 'Les tickets fermés ne peuvent pas être modifiés.',
  'Tickets fechados não podem ser removidos.': 'Les tickets fermés ne peuvent pas être supprimés.',
  'Tickets fechados não podem ser transferidos. Reabra o ticket antes.':
    'Les tickets fermés ne peuvent pas être transférés. Rouvrez d’abord le ticket.',
  'Tipo de dúvida não encontrado.': 'Type de question introuvable.',
  'Token inválido ou expirado. Solicite a recuperação novamente.': 'Jeton invalide ou expiré. Demandez à nouveau la récupération.',
  'Token não encontrado.': 'Jeton introuvable.',
  'Um produto não pode ser upsell de si mesmo.': 'Un produit ne peut pas être son propre upsell.',
  'Usuário não encontrado nesta empresa.': 'Utilisateur introuvable dans cette entreprise.',
  'Usuário não encontrado.': 'Utilisateur introuvable.',
  'Você já está atendendo o ticket {ticket}. Finalize ou cancele esse atendimento antes de iniciar outro.':
    'Vous traitez déjà le ticket {ticket}. Terminez ou annulez ce traitement avant d’en commencer un autre.',
  'Você não tem acesso a esta empresa.': 'Vous n’avez pas accès à cette entreprise.',
  'Você não tem permissão para esta ação.': 'Vous n’avez pas l’autorisation d’effectuer cette action.',
  'Você não está atendendo este ticket. Inicie o atendimento antes.': 'Vous ne traitez pas ce ticket. Commencez d’abord le traitement.',
  'Você não está atendendo este ticket.': 'Vous ne traitez pas ce ticket.',
  'Você só pode alterar a sua própria conta.': 'Vous ne pouvez modifier que votre propre compte.',
  'Você só pode alterar os tickets que criou.': 'Vous ne pouvez modifier que les tickets que vous avez créés.',
  'Você só pode reagendar os seus próprios agendamentos.': 'Vous ne pouvez reprogrammer que vos propres rappels.',
  'A função {name} é do sistema e não pode ser alterada nem removida.':
    'La fonction {name} appartient au système et ne peut être ni modifiée ni supprimée.',
  'A função {name} é padrão do sistema e não pode ser removida.':
    'La fonction {name} est une fonction par défaut du système et ne peut pas être supprimée.',
  'A função {name} está em uso por {people}. Troque a função dessas pessoas antes de removê-la.':
    'La fonction {name} est attribuée à {people}. Donnez-leur une autre fonction avant de la supprimer.',
  'Somente um administrador pode criar, alterar ou remover funções.':
    'Seul un administrateur peut créer, modifier ou supprimer des fonctions.',
  'O seu plano permite {max} usuário, e o lugar está ocupado. Mude de plano para ter mais.':
    "Votre offre permet {max} utilisateur et la place est prise. Changez d'offre pour en avoir plus.",
  'O seu plano permite até {max} usuários, e todos os lugares estão ocupados. Desative alguém ou mude de plano.':
    "Votre offre permet jusqu'à {max} utilisateurs et toutes les places sont prises. Désactivez quelqu'un ou changez d'offre.",
  'Selecione outra pessoa ativa da empresa.': "Choisissez une autre personne active de l'entreprise.",
  'Você não pode alterar a sua própria função, desativar-se nem sair da empresa por aqui. Peça a outro administrador.':
    "Vous ne pouvez pas modifier votre propre fonction, vous désactiver ni quitter l'entreprise ici. Demandez à un autre administrateur.",
  'A empresa precisa de um administrador ativo, e {name} é o último. Torne outra pessoa administradora antes.':
    "L'entreprise a besoin d'un administrateur actif, et {name} est le dernier. Nommez d'abord quelqu'un d'autre administrateur.",
  'Token da conta inválido: confira o token cadastrado na conta.': 'Jeton du compte invalide : vérifiez le jeton enregistré sur le compte.',
  'O corpo do evento não é um JSON válido.': 'Le corps de l’événement n’est pas un JSON valide.',
  'Evento malformado: confira os campos indicados.': 'Événement mal formé : vérifiez les champs indiqués.',
  'Campo obrigatório ausente.': 'Champ obligatoire manquant.',
  'Valor inválido.': 'Valeur invalide.',
  'Versão do webhook não suportada: configure a versão 2.0.0.': 'Version du webhook non prise en charge : configurez la version 2.0.0.',
  // Recovery plans, campaigns, steps and sends
  'A nova ordem deve trazer todos os passos desta sequência, cada um uma vez, e nenhum outro.':
    'Le nouvel ordre doit reprendre chaque étape de cette séquence une seule fois, et aucune autre.',
  'A sequência inteira deve caber em 31 dias (44.640 minutos): restam {left} minutos para este passo.':
    'La séquence entière doit tenir en 31 jours (44 640 minutes) : il reste {left} minutes pour cette étape.',
  'A sequência já ocupa os 31 dias (44.640 minutos): não resta tempo para este passo. Encurte outro passo ou desative-o.':
    'La séquence occupe déjà les 31 jours (44 640 minutes) : il ne reste pas de temps pour cette étape. Raccourcissez une autre étape ou désactivez-la.',
  'Campanha não encontrada.': 'Campagne introuvable.',
  'Envio não encontrado.': 'Envoi introuvable.',
  'Este envio não está mais agendado: já saiu ou está saindo agora.':
    'Cet envoi n’est plus programmé : il est déjà parti ou part en ce moment.',
  'Há 1 envio agendado nas campanhas deste plano. Desative o plano antes de excluí-lo: o envio será cancelado.':
    '1 envoi est programmé dans les campagnes de ce plan. Désactivez le plan avant de le supprimer : l’envoi sera annulé.',
  'Há {count} envios agendados nas campanhas deste plano. Desative o plano antes de excluí-lo: os envios serão cancelados.':
    '{count} envois sont programmés dans les campagnes de ce plan. Désactivez le plan avant de le supprimer : les envois seront annulés.',
  'Há 1 envio agendado nesta campanha. Desative a campanha antes de excluí-la: o envio será cancelado.':
    '1 envoi est programmé dans cette campagne. Désactivez la campagne avant de la supprimer : l’envoi sera annulé.',
  'Há {count} envios agendados nesta campanha. Desative a campanha antes de excluí-la: os envios serão cancelados.':
    '{count} envois sont programmés dans cette campagne. Désactivez la campagne avant de la supprimer : les envois seront annulés.',
  'Já existe uma campanha deste tipo ativa para este produto: {nome}. Confirme a substituição para desativá-la e ativar esta.':
    'Une campagne active de ce type existe déjà pour ce produit : {nome}. Confirmez le remplacement pour la désactiver et activer celle-ci.',
  'O plano desta campanha está desativado. Ative o plano antes de ativar a campanha.':
    'Le plan de cette campagne est désactivé. Activez le plan avant d’activer la campagne.',
  'Passo não encontrado.': 'Étape introuvable.',
  'Plano inválido.': 'Plan invalide.',
  'Plano não encontrado.': 'Plan introuvable.',
  'Agendamento não encontrado: confira o link que você recebeu.': 'Page de rendez-vous introuvable : vérifiez le lien que vous avez reçu.',
  'Este horário acabou de ser reservado por outra pessoa. Escolha outro horário.':
    'Ce créneau vient d’être réservé par quelqu’un d’autre. Choisissez un autre créneau.',
  'Este horário não está disponível. Escolha um dos horários livres.':
    'Ce créneau n’est pas disponible. Choisissez l’un des créneaux libres.',
  'Selecione um atendente ativo da empresa.': 'Sélectionnez un agent actif de l’entreprise.',
  'Contato não encontrado.': 'Contact introuvable.',
  'Escreva a mensagem (a campanha ainda não tem uma mensagem própria).':
    'Écrivez le message (la campagne n’a pas encore de message propre).',
  'Este contato não é desta campanha.': 'Ce contact n’appartient pas à cette campagne.',
  'Este lead já tem o ticket #{id} aberto para este produto.': 'Ce lead a déjà le ticket #{id} ouvert pour ce produit.',
  'Este lead não informou um número de WhatsApp.': 'Ce lead n’a pas donné de numéro WhatsApp.',
  'Formulário não encontrado.': 'Formulaire introuvable.',
  'Obrigado!': 'Merci !',
  'Recebemos seus dados. Em breve falaremos com você pelo WhatsApp.':
    'Nous avons bien reçu vos données. Nous vous parlerons bientôt sur WhatsApp.',
  'Lead não encontrado nesta empresa.': 'Lead introuvable dans cette entreprise.',
  'Produto não encontrado nesta empresa.': 'Produit introuvable dans cette entreprise.',
  'Já existe uma transação com o código {code}.': 'Une transaction avec le code {code} existe déjà.',
  'A data do pagamento não pode estar no futuro.': 'La date du paiement ne peut pas être dans le futur.',
  'Transação não encontrada.': 'Transaction introuvable.',
  'Contato não encontrado na lista do WhatsApp.': 'Contact introuvable dans la liste WhatsApp.',
  'A comprovação só pode mudar enquanto a pré-comissão está pendente.':
    'La preuve ne peut changer que tant que la pré-commission est en attente.',
  'A pré-comissão #{id} está reprovada: restaure-a antes.': 'La pré-commission #{id} est refusée : restaurez-la d’abord.',
  'A pré-comissão #{id} já foi aprovada.': 'La pré-commission #{id} a déjà été approuvée.',
  'A pré-comissão #{id} não está reprovada.': 'La pré-commission #{id} n’est pas refusée.',
  'A venda {code} está em disputa na plataforma: aprove quando a disputa terminar.':
    'La vente {code} est contestée sur la plateforme : approuvez quand la contestation sera tranchée.',
  'A transação {code} já comprova a pré-comissão #{id}.': 'La transaction {code} prouve déjà la pré-commission #{id}.',
  'Escolha transações aprovadas do produto desta pré-comissão.':
    'Choisissez des transactions approuvées du produit de cette pré-commission.',
  'Esta pessoa não tem comissões a ordenar.': 'Cette personne n’a pas de commissions à ordonner.',
  'Imagem não encontrada.': 'Image introuvable.',
  'Nenhuma das pessoas escolhidas tem comissões prontas para uma ordem.':
    'Aucune des personnes choisies n’a de commissions prêtes pour un ordre.',
  'No máximo {max} imagens por pré-comissão.': 'Au plus {max} images par pré-commission.',
  'Ordem não encontrada.': 'Ordre introuvable.',
  'Pré-comissão não encontrada.': 'Pré-commission introuvable.',
};
