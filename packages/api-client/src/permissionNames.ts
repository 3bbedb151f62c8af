/**
 * Every permission the product knows, by module (the spec's route rules plus the actions the predecessor
 * checked in its screens). The server seeds these; the route table and menus name them from here.
 */
const crud = (base: string) => [base, `${base}_incluir`, `${base}_editar`, `${base}_deletar`] as const;

export const PERMISSION_NAMES = [
  'public',
  'editor',
  // Tickets
  'ticket', 'ticket_listagem', 'ticket_atender', 'ticket_detalhar', 'ticket_agenda', 'ticket_transferir',
  'ticket_editar', 'ticket_editar_todos', 'ticket_deletar', 'ticket_deletar_todos', 'ticket_gravacao',
  // Plans and campaigns
  'planos', 'planos_incluir', 'planos_gerenciar', 'planos_deletar', 'planos_campanhas', 'planos_campanhas_incluir',
  'planos_campanhas_editar', 'planos_campanhas_deletar', 'planos_campanhas_detalhar', 'planos_campanhas_config',
  'planos_campanhas_config_email', 'planos_campanhas_sms',
  // Leads and WhatsApp list
  'leads', 'leads_todos', 'leads_detalhamento', 'lead_transacao', 'whatsapplist',
  // Commissions
  'comissao', 'comissao_pendente', 'comissao_pendente_aprovar', 'comissao_pendente_detalhar',
  'comissao_pendente_restaurar', 'comissao_detal', 'comissao_pagamento',
  // Gifts
  'brinde', 'brinde_campanha', 'brinde_campanha_adicionar', 'brinde_campanha_editar', 'brinde_campanha_deletar',
  'brinde_solicitacao', 'brinde_solicitacao_aprovar', 'brinde_solicitacao_reprovar', 'brinde_automacao',
  'brinde_automacao_editar', 'brinde_automacao_deletar', 'brinde_automacao_arquivar', 'brinde_automacao_imprimir',
  'brinde_automacao_email', 'brinde_expedicao', 'brinde_expedicao_detalhar', 'brinde_expedicao_editar',
  'brinde_expedicao_deletar', 'brinde_expedicao_gerarplp',
  // Settings
  'configuracao', 'configuracao_empresa', 'configuracao_empresa_detalhar', 'configuracao_empresa_editar',
  ...crud('configuracao_conta'), ...crud('configuracao_produto'), ...crud('configuracao_link'),
  ...crud('configuracao_origem'), ...crud('configuracao_tipoduvida'), ...crud('configuracao_perda'),
  ...crud('configuracao_status'), ...crud('configuracao_mensagem'), ...crud('configuracao_usuario'),
  'configuracao_conquista', 'configuracao_conquista_incluir', 'configuracao_conquista_editar',
  'configuracao_funcao', 'configuracao_funcao_incluir', 'configuracao_funcao_editar', 'configuracao_funcao_fullprod',
  ...crud('configuracao_brinde'), ...crud('configuracao_embalagens'), ...crud('configuracao_contrato'),
  'configuracao_contrato_frete',
  // Extensions
  'extensao', 'extensao_slack', 'extensao_slack_install', 'extensao_slack_ativar', 'extensao_slack_editar',
  'extensao_slack_detal', 'extensao_zenvia', 'extensao_zenvia_install', 'extensao_zenvia_ativar',
  'extensao_zenvia_detal', 'extensao_zenvia_recarregar', 'extensao_zenvia_ramal', 'extensao_zenvia_ramal_vincular',
  // Reports
  'relatorios',
] as const;

export type PermissionName = (typeof PERMISSION_NAMES)[number];
