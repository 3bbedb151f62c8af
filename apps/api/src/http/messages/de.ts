import type { ValidationCatalogue } from '@retoma/api-client';

/** German for the messages the server writes itself, keyed by the pt source text (see index.ts). */
export const de: ValidationCatalogue = {
  'A mensagem ficou vazia depois de removido o conteúdo não permitido.':
    'Die Nachricht ist leer, nachdem der nicht zulässige Inhalt entfernt wurde.',
  'A senha atual não confere.': 'Das aktuelle Passwort ist falsch.',
  'Agendamento não encontrado.': 'Rückruf nicht gefunden.',
  'Agende para uma data futura.': 'Planen Sie für ein zukünftiges Datum.',
  'Chamada não encontrada.': 'Anruf nicht gefunden.',
  'Conquista não encontrada.': 'Erfolg nicht gefunden.',
  'Este lead tem vendas ou tickets: excluí-lo apagaria esse histórico. Anonimize os dados dele (LGPD) em vez de excluir.':
    'Dieser Lead hat Verkäufe oder Tickets: Ihn zu löschen würde diesen Verlauf löschen. Anonymisieren Sie stattdessen seine Daten (LGPD).',
  'Lead não encontrado.': 'Lead nicht gefunden.',
  'Os dados deste lead já foram anonimizados.': 'Die Daten dieses Leads wurden bereits anonymisiert.',
  'Os dados do lead foram anonimizados (LGPD): envio cancelado.': 'Die Daten des Leads wurden anonymisiert (LGPD): Versand abgebrochen.',
  'Conta em uso por {count} produto. Remova ou mova o produto antes.':
    'Konto wird von {count} Produkt verwendet. Entfernen oder verschieben Sie das Produkt zuerst.',
  'Conta em uso por {count} produtos. Remova ou mova os produtos antes.':
    'Konto wird von {count} Produkten verwendet. Entfernen oder verschieben Sie die Produkte zuerst.',
  'Conta não encontrada.': 'Konto nicht gefunden.',
  'E-mail ou senha incorretos.': 'E-Mail oder Passwort falsch.',
  'Empresa não encontrada.': 'Unternehmen nicht gefunden.',
  'Erro interno do servidor.': 'Interner Serverfehler.',
  'Esta chamada já foi registrada.': 'Dieser Anruf wurde bereits erfasst.',
  'Esta chamada é de outro atendente.': 'Dieser Anruf gehört einem anderen Bearbeiter.',
  'Esta mensagem é padrão do sistema e não pode ser alterada nem removida.':
    'Diese Nachricht ist ein Systemstandard und kann weder geändert noch entfernt werden.',
  'Este agendamento já foi concluído.': 'Dieser Rückruf ist bereits abgeschlossen.',
  'Este brinde não está disponível para o produto do ticket.': 'Dieses Geschenk ist für das Produkt des Tickets nicht verfügbar.',
  'Este e-mail já está cadastrado.': 'Diese E-Mail ist bereits registriert.',
  'Este e-mail já faz parte da empresa.': 'Diese E-Mail gehört bereits zum Unternehmen.',
  'Este lead já possui um ticket aberto para este produto ({ticket}).':
    'Dieser Lead hat bereits ein offenes Ticket für dieses Produkt ({ticket}).',
  'Este produto não é um upsell do produto do ticket.': 'Dieses Produkt ist kein Upsell des Ticket-Produkts.',
  'Este registro está em uso por outros registros e não pode ser removido. Desative-o em vez disso.':
    'Dieser Datensatz wird von anderen Datensätzen verwendet und kann nicht entfernt werden. Deaktivieren Sie ihn stattdessen.',
  'Este status não corresponde ao resultado escolhido.': 'Dieser Status passt nicht zum gewählten Ergebnis.',
  'Este status não permite inserir brinde.': 'Dieser Status erlaubt kein Geschenk.',
  'Este status é padrão do sistema e não pode ser alterado nem removido.':
    'Dieser Status ist ein Systemstandard und kann weder geändert noch entfernt werden.',
  'Este ticket aguarda o retorno de {name}. Peça a transferência para atendê-lo.':
    'Dieses Ticket wartet auf den Rückruf von {name}. Bitten Sie um die Übertragung, um es zu bearbeiten.',
  'Este ticket está em atendimento e não pode ser removido.': 'Dieses Ticket wird gerade bearbeitet und kann nicht entfernt werden.',
  'Este ticket está sendo atendido por {name}.': 'Dieses Ticket wird von {name} bearbeitet.',
  'Este ticket já encontra-se fechado.': 'Dieses Ticket ist bereits geschlossen.',
  'Este(a) motivo de perda é padrão do sistema e não pode ser alterado(a) nem removido(a).':
    'Dieser Verlustgrund ist ein Systemstandard und kann weder geändert noch entfernt werden.',
  'Este(a) origem é padrão do sistema e não pode ser alterado(a) nem removido(a).':
    'Diese Herkunft ist ein Systemstandard und kann weder geändert noch entfernt werden.',
  'Este(a) tipo de dúvida é padrão do sistema e não pode ser alterado(a) nem removido(a).':
    'Diese Anfrageart ist ein Systemstandard und kann weder geändert noch entfernt werden.',
  'Escolha um horário futuro.': 'Wählen Sie eine zukünftige Uhrzeit.',
  'Foto não encontrada.': 'Foto nicht gefunden.',
  'Função inválida.': 'Ungültige Rolle.',
  'Função não encontrada.': 'Rolle nicht gefunden.',
  'Informe o token da Zenvia.': 'Geben Sie das Zenvia-Token ein.',
  'Já existe uma conquista com este nome.': 'Es gibt bereits einen Erfolg mit diesem Namen.',
  'Já existe uma função com este nome.': 'Es gibt bereits eine Rolle mit diesem Namen.',
  'Link não encontrado.': 'Link nicht gefunden.',
  'Logotipo não encontrado.': 'Logo nicht gefunden.',
  'O SMS de teste não foi enviado. {motivo}.': 'Die Test-SMS wurde nicht gesendet. {motivo}.',
  'O SMS de teste não foi enviado: a Zenvia não respondeu. Tente de novo em instantes.':
    'Die Test-SMS wurde nicht gesendet: Zenvia hat nicht geantwortet. Versuchen Sie es gleich noch einmal.',
  'O código {code} já é de outro link desta empresa. Escolha outro.':
    'Der Code {code} gehört bereits zu einem anderen Link dieses Unternehmens. Wählen Sie einen anderen.',
  'O link “{descricao}” está nas mensagens padrão {mensagens}: tire-o delas antes de excluí-lo.':
    'Der Link „{descricao}“ steht in den Standardnachrichten {mensagens}: Entfernen Sie ihn dort, bevor Sie ihn löschen.',
  'O link [LINK_{identidade}] não existe nesta empresa: escolha um dos links de venda.':
    'Den Link [LINK_{identidade}] gibt es in diesem Unternehmen nicht: Wählen Sie einen der Verkaufslinks.',
  'O link [LINK_{identidade}] ({descricao}) está desativado: escolha outro.':
    'Der Link [LINK_{identidade}] ({descricao}) ist deaktiviert: Wählen Sie einen anderen.',
  'O link [LINK_{identidade}] ({descricao}) ainda não tem endereço: o produto não tem checkout.':
    'Der Link [LINK_{identidade}] ({descricao}) hat noch keine Adresse: Das Produkt hat keinen Checkout.',
  'Salve o token da Zenvia antes de enviar um teste.': 'Speichern Sie das Zenvia-Token, bevor Sie einen Test senden.',
  'Você não é membro desta empresa.': 'Sie sind kein Mitglied dieses Unternehmens.',
  'Link não encontrado: {links}.': 'Link nicht gefunden: {links}.',
  'Mensagem não encontrada.': 'Nachricht nicht gefunden.',
  'Motivo de perda não encontrado.': 'Verlustgrund nicht gefunden.',
  'Muitas tentativas. Tente novamente em {seconds} s.': 'Zu viele Versuche. Versuchen Sie es in {seconds} s erneut.',
  'O agendamento não confere com o endereço.': 'Der Rückruf passt nicht zur Adresse.',
  'O conteúdo enviado é grande demais.': 'Der gesendete Inhalt ist zu groß.',
  'O corpo da requisição não é um formulário válido.': 'Der Inhalt der Anfrage ist kein gültiges Formular.',
  'O texto contém caracteres inválidos.': 'Der Text enthält ungültige Zeichen.',
  'O corpo da requisição não é um JSON válido.': 'Der Anfragetext ist kein gültiges JSON.',
  'O código {code} já é de outro produto. Cada produto da plataforma é cadastrado uma vez.':
    'Der Code {code} gehört bereits zu einem anderen Produkt. Jedes Plattformprodukt wird nur einmal angelegt.',
  'O código {code} já é do produto "{nome}". Cada produto da plataforma é cadastrado uma vez.':
    'Der Code {code} gehört bereits zum Produkt „{nome}“. Jedes Plattformprodukt wird nur einmal angelegt.',
  'O e-mail identifica o lead e não pode ser alterado aqui.': 'Die E-Mail identifiziert den Lead und kann hier nicht geändert werden.',
  'O lead já tem outro ticket aberto para este produto: atenda aquele.':
    'Der Lead hat bereits ein anderes offenes Ticket für dieses Produkt: Bearbeiten Sie jenes.',
  'O lead não tem um telefone válido para o WhatsApp.': 'Der Lead hat keine gültige Telefonnummer für WhatsApp.',
  'O lead não é o deste ticket.': 'Der Lead gehört nicht zu diesem Ticket.',
  'O produto não é o deste ticket.': 'Das Produkt gehört nicht zu diesem Ticket.',
  'O seu plano permite {max} conquista ativa. Desative-a ou mude de plano.':
    'Ihr Tarif erlaubt {max} aktiven Erfolg. Deaktivieren Sie ihn oder wechseln Sie den Tarif.',
  'O seu plano permite até {max} conquistas ativas. Desative outra ou mude de plano.':
    'Ihr Tarif erlaubt bis zu {max} aktive Erfolge. Deaktivieren Sie einen anderen oder wechseln Sie den Tarif.',
  'O ticket deste agendamento está fechado.': 'Das Ticket dieses Rückrufs ist geschlossen.',
  'O ticket mudou enquanto o atendimento era iniciado. Tente novamente.':
    'Das Ticket hat sich geändert, während die Bearbeitung begann. Versuchen Sie es erneut.',
  'Origem não encontrada.': 'Herkunft nicht gefunden.',
  'Produto não encontrado.': 'Produkt nicht gefunden.',
  'Recurso não encontrado.': 'Ressource nicht gefunden.',
  'Registro duplicado: já existe um registro com estes dados.': 'Doppelter Datensatz: Es gibt bereits einen Datensatz mit diesen Daten.',
  'Registro não encontrado.': 'Datensatz nicht gefunden.',
  'Selecione um usuário ativo da empresa.': 'Wählen Sie einen aktiven Benutzer des Unternehmens aus.',
  'Selo não encontrado.': 'Abzeichen nicht gefunden.',
  'Somente convites pendentes podem ser reenviados.': 'Nur ausstehende Einladungen können erneut gesendet werden.',
  'Somente tickets fechados podem ser reabertos.': 'Nur geschlossene Tickets können wieder geöffnet werden.',
  'Somente um administrador pode conceder ou alterar o acesso de administradores.':
    'Nur ein Administrator kann den Zugang von Administratoren gewähren oder ändern.',
  'Status de finalização não encontrado.': 'Abschlussstatus nicht gefunden.',
  'Ticket não encontrado.': 'Ticket nicht gefunden.',
  'Tickets fechados não podem ser editados.': 'Geschlossene Tickets können nicht bearbeitet werden.',
  'Tickets fechados não podem ser removidos.': 'Geschlossene Tickets können nicht entfernt werden.',
  'Tickets fechados não podem ser transferidos. Reabra o ticket antes.':
    'Geschlossene Tickets können nicht übertragen werden. Öffnen Sie das Ticket zuerst wieder.',
  'Tipo de dúvida não encontrado.': 'Anfrageart nicht gefunden.',
  'Token inválido ou expirado. Solicite a recuperação novamente.':
    'Ungültiger oder abgelaufener Token. Fordern Sie die Wiederherstellung erneut an.',
  'Token não encontrado.': 'Token nicht gefunden.',
  'Um produto não pode ser upsell de si mesmo.': 'Ein Produkt kann nicht sein eigener Upsell sein.',
  'Usuário não encontrado nesta empresa.': 'Benutzer in diesem Unternehmen nicht gefunden.',
  'Usuário não encontrado.': 'Benutzer nicht gefunden.',
  'Você já está atendendo o ticket {ticket}. Finalize ou cancele esse atendimento antes de iniciar outro.':
    'Sie bearbeiten bereits Ticket {ticket}. Schließen Sie diese Bearbeitung ab oder brechen Sie sie ab, bevor Sie eine andere beginnen.',
  'Você não tem acesso a esta empresa.': 'Sie haben keinen Zugang zu diesem Unternehmen.',
  'Você não tem permissão para esta ação.': 'Sie haben keine Berechtigung für diese Aktion.',
  'Você não está atendendo este ticket. Inicie o atendimento antes.':
    'Sie bearbeiten dieses Ticket nicht. Beginnen Sie zuerst die Bearbeitung.',
  'Você não está atendendo este ticket.': 'Sie bearbeiten dieses Ticket nicht.',
  'Você só pode alterar a sua própria conta.': 'Sie können nur Ihr eigenes Konto ändern.',
  'Você só pode alterar os tickets que criou.': 'Sie können nur die Tickets ändern, die Sie erstellt haben.',
  'Você só pode reagendar os seus próprios agendamentos.': 'Sie können nur Ihre eigenen Rückrufe verschieben.',
  'A função {name} é do sistema e não pode ser alterada nem removida.':
    'Die Rolle {name} gehört zum System und kann weder geändert noch entfernt werden.',
  'A função {name} é padrão do sistema e não pode ser removida.': 'Die Rolle {name} ist ein Systemstandard und kann nicht entfernt werden.',
  'A função {name} está em uso por {people}. Troque a função dessas pessoas antes de removê-la.':
    'Die Rolle {name} haben {people}. Geben Sie diesen Personen eine andere Rolle, bevor Sie sie entfernen.',
  'Somente um administrador pode criar, alterar ou remover funções.': 'Nur ein Administrator kann Rollen anlegen, ändern oder entfernen.',
  'O seu plano permite {max} usuário, e o lugar está ocupado. Mude de plano para ter mais.':
    'Ihr Tarif erlaubt {max} Benutzer, und der Platz ist belegt. Wechseln Sie den Tarif, um mehr zu haben.',
  'O seu plano permite até {max} usuários, e todos os lugares estão ocupados. Desative alguém ou mude de plano.':
    'Ihr Tarif erlaubt bis zu {max} Benutzer, und alle Plätze sind belegt. Deaktivieren Sie jemanden oder wechseln Sie den Tarif.',
  'Selecione outra pessoa ativa da empresa.': 'Wählen Sie eine andere aktive Person des Unternehmens.',
  'Você não pode alterar a sua própria função, desativar-se nem sair da empresa por aqui. Peça a outro administrador.':
    'Sie können hier weder Ihre eigene Rolle ändern, sich deaktivieren noch das Unternehmen verlassen. Bitten Sie einen anderen Administrator.',
  'A empresa precisa de um administrador ativo, e {name} é o último. Torne outra pessoa administradora antes.':
    'Das Unternehmen braucht einen aktiven Administrator, und {name} ist der letzte. Machen Sie zuerst jemand anderen zum Administrator.',
  'Token da conta inválido: confira o token cadastrado na conta.': 'Ungültiges Konto-Token: Prüfen Sie das im Konto hinterlegte Token.',
  'O corpo do evento não é um JSON válido.': 'Der Inhalt des Ereignisses ist kein gültiges JSON.',
  'Evento malformado: confira os campos indicados.': 'Fehlerhaftes Ereignis: Prüfen Sie die angegebenen Felder.',
  'Campo obrigatório ausente.': 'Pflichtfeld fehlt.',
  'Valor inválido.': 'Ungültiger Wert.',
  'Versão do webhook não suportada: configure a versão 2.0.0.': 'Webhook-Version nicht unterstützt: Stellen Sie Version 2.0.0 ein.',
  // Recovery plans, campaigns, steps and sends
  'A nova ordem deve trazer todos os passos desta sequência, cada um uma vez, e nenhum outro.':
    'Die neue Reihenfolge muss jeden Schritt dieser Sequenz genau einmal enthalten und keinen anderen.',
  'A sequência inteira deve caber em 31 dias (44.640 minutos): restam {left} minutos para este passo.':
    'Die gesamte Sequenz muss in 31 Tage (44.640 Minuten) passen: für diesen Schritt bleiben {left} Minuten.',
  'A sequência já ocupa os 31 dias (44.640 minutos): não resta tempo para este passo. Encurte outro passo ou desative-o.':
    'Die Sequenz belegt bereits alle 31 Tage (44.640 Minuten): für diesen Schritt bleibt keine Zeit. Kürzen Sie einen anderen Schritt oder deaktivieren Sie ihn.',
  'Campanha não encontrada.': 'Kampagne nicht gefunden.',
  'Envio não encontrado.': 'Versand nicht gefunden.',
  'Este envio não está mais agendado: já saiu ou está saindo agora.':
    'Dieser Versand ist nicht mehr geplant: Er ist bereits raus oder wird gerade versendet.',
  'Há 1 envio agendado nas campanhas deste plano. Desative o plano antes de excluí-lo: o envio será cancelado.':
    'In den Kampagnen dieses Plans ist 1 Versand geplant. Deaktivieren Sie den Plan, bevor Sie ihn löschen: Der Versand wird storniert.',
  'Há {count} envios agendados nas campanhas deste plano. Desative o plano antes de excluí-lo: os envios serão cancelados.':
    'In den Kampagnen dieses Plans sind {count} Versände geplant. Deaktivieren Sie den Plan, bevor Sie ihn löschen: Die Versände werden storniert.',
  'Há 1 envio agendado nesta campanha. Desative a campanha antes de excluí-la: o envio será cancelado.':
    'In dieser Kampagne ist 1 Versand geplant. Deaktivieren Sie die Kampagne, bevor Sie sie löschen: Der Versand wird storniert.',
  'Há {count} envios agendados nesta campanha. Desative a campanha antes de excluí-la: os envios serão cancelados.':
    'In dieser Kampagne sind {count} Versände geplant. Deaktivieren Sie die Kampagne, bevor Sie sie löschen: Die Versände werden storniert.',
  'Já existe uma campanha deste tipo ativa para este produto: {nome}. Confirme a substituição para desativá-la e ativar esta.':
    'Für dieses Produkt gibt es bereits eine aktive Kampagne dieses Typs: {nome}. Bestätigen Sie die Ersetzung, um sie zu deaktivieren und diese zu aktivieren.',
  'O plano desta campanha está desativado. Ative o plano antes de ativar a campanha.':
    'Der Plan dieser Kampagne ist deaktiviert. Aktivieren Sie den Plan, bevor Sie die Kampagne aktivieren.',
  'Passo não encontrado.': 'Schritt nicht gefunden.',
  'Plano inválido.': 'Ungültiger Plan.',
  'Plano não encontrado.': 'Plan nicht gefunden.',
  'Agendamento não encontrado: confira o link que você recebeu.':
    'Terminseite nicht gefunden: Prüfen Sie den Link, den Sie erhalten haben.',
  'Este horário acabou de ser reservado por outra pessoa. Escolha outro horário.':
    'Dieser Termin wurde gerade von jemand anderem gebucht. Wählen Sie einen anderen Termin.',
  'Este horário não está disponível. Escolha um dos horários livres.':
    'Dieser Termin ist nicht verfügbar. Wählen Sie einen der freien Termine.',
  'Selecione um atendente ativo da empresa.': 'Wählen Sie einen aktiven Mitarbeiter des Unternehmens.',
  'Contato não encontrado.': 'Kontakt nicht gefunden.',
  'Escreva a mensagem (a campanha ainda não tem uma mensagem própria).':
    'Schreiben Sie die Nachricht (die Kampagne hat noch keine eigene Nachricht).',
  'Este contato não é desta campanha.': 'Dieser Kontakt gehört nicht zu dieser Kampagne.',
  'Este lead já tem o ticket #{id} aberto para este produto.': 'Dieser Lead hat bereits das offene Ticket #{id} für dieses Produkt.',
  'Este lead não informou um número de WhatsApp.': 'Dieser Lead hat keine WhatsApp-Nummer angegeben.',
  'Formulário não encontrado.': 'Formular nicht gefunden.',
  'Obrigado!': 'Danke!',
  'Recebemos seus dados. Em breve falaremos com você pelo WhatsApp.':
    'Wir haben Ihre Daten erhalten. Wir melden uns bald per WhatsApp bei Ihnen.',
  'Lead não encontrado nesta empresa.': 'Lead in diesem Unternehmen nicht gefunden.',
  'Produto não encontrado nesta empresa.': 'Produkt in diesem Unternehmen nicht gefunden.',
  'Já existe uma transação com o código {code}.': 'Es gibt bereits eine Transaktion mit dem Code {code}.',
  'A data do pagamento não pode estar no futuro.': 'Das Zahlungsdatum darf nicht in der Zukunft liegen.',
  'Transação não encontrada.': 'Transaktion nicht gefunden.',
  'Contato não encontrado na lista do WhatsApp.': 'Kontakt nicht in der WhatsApp-Liste gefunden.',
  'A comprovação só pode mudar enquanto a pré-comissão está pendente.':
    'Der Nachweis kann nur geändert werden, solange die Vorprovision offen ist.',
  'A pré-comissão #{id} está reprovada: restaure-a antes.': 'Die Vorprovision #{id} ist abgelehnt: stellen Sie sie zuerst wieder her.',
  'A pré-comissão #{id} já foi aprovada.': 'Die Vorprovision #{id} wurde bereits genehmigt.',
  'A pré-comissão #{id} não está reprovada.': 'Die Vorprovision #{id} ist nicht abgelehnt.',
  'A venda {code} está em disputa na plataforma: aprove quando a disputa terminar.':
    'Der Verkauf {code} ist auf der Plattform angefochten: genehmigen Sie, sobald die Anfechtung entschieden ist.',
  'A transação {code} já comprova a pré-comissão #{id}.': 'Die Transaktion {code} belegt bereits die Vorprovision #{id}.',
  'Escolha transações aprovadas do produto desta pré-comissão.': 'Wählen Sie genehmigte Transaktionen des Produkts dieser Vorprovision.',
  'Esta pessoa não tem comissões a ordenar.': 'Diese Person hat keine Provisionen für einen Auftrag.',
  'Imagem não encontrada.': 'Bild nicht gefunden.',
  'Nenhuma das pessoas escolhidas tem comissões prontas para uma ordem.':
    'Keine der gewählten Personen hat Provisionen, die für einen Auftrag bereit sind.',
  'No máximo {max} imagens por pré-comissão.': 'Höchstens {max} Bilder pro Vorprovision.',
  'Ordem não encontrada.': 'Auftrag nicht gefunden.',
  'Pré-comissão não encontrada.': 'Vorprovision nicht gefunden.',
};
