import type { PermissionName } from '../permissionNames';
import type { MembershipStatus } from './session';

/**
 * Who may call what: the permission of every company endpoint, keyed `METHOD /path` (relative to
 * `/api/{company_slug}`). The server registers its company routes from this table and the permission-matrix
 * test walks it, so a route cannot exist without its permission, and the app can ask the same question
 * (`ENDPOINT_PERMISSIONS['POST /produtos']`) before showing an action. PUT and DELETE may also arrive as
 * POST with `_method`.
 *
 * Reads of the ticket catalogues (origins, doubt types, loss reasons, finalisation statuses, default messages)
 * and of links are `public`: agents need them while attending tickets and on "Meus links"; writing them is
 * a settings permission.
 */
export const ENDPOINT_PERMISSIONS = {
  // Session inside a company and the identity service
  'GET /user': 'public',
  'GET /permissions': 'public',
  'GET /roles': 'public',
  'GET /roles/:id': 'configuracao_funcao',
  'POST /roles': 'configuracao_funcao_incluir',
  'PUT /roles/:id': 'configuracao_funcao_editar',
  'DELETE /roles/:id': 'configuracao_funcao_editar',
  // Users (the caller's own quick menu and profile; the company's people)
  'PUT /users/:id': 'public',
  'GET /menus': 'public',
  'GET /users': 'configuracao_usuario',
  'GET /users/:id': 'configuracao_usuario',
  'GET /users_companies': 'configuracao_usuario',
  'GET /users_companies/:id': 'configuracao_usuario',
  'POST /users_companies': 'configuracao_usuario_incluir',
  'PUT /users_companies/:id': 'configuracao_usuario_editar',
  'DELETE /users_companies/:id': 'configuracao_usuario_deletar',
  'POST /users_companies/send_invite/:id': 'configuracao_usuario_incluir',
  // Company data and plan
  'GET /my_company': 'configuracao_empresa',
  'PUT /my_company': 'configuracao_empresa_editar',
  'GET /my_plan': 'configuracao_empresa',
  // Achievements. The spec names no `_deletar` for them: the predecessor deletes from the edit form, so deleting
  // is editing (like roles).
  'GET /conquistas': 'configuracao_conquista',
  'GET /conquistas/:id': 'configuracao_conquista',
  'POST /conquistas': 'configuracao_conquista_incluir',
  'PUT /conquistas/:id': 'configuracao_conquista_editar',
  'DELETE /conquistas/:id': 'configuracao_conquista_editar',
  // Sales-platform accounts
  'GET /integracoes': 'configuracao_conta',
  'GET /contas': 'configuracao_conta',
  'GET /contas/:id': 'configuracao_conta',
  'POST /contas': 'configuracao_conta_incluir',
  'PUT /contas/:id': 'configuracao_conta_editar',
  'DELETE /contas/:id': 'configuracao_conta_deletar',
  // Products and their links
  'GET /produtos': 'configuracao_produto',
  'GET /produtos/:id': 'configuracao_produto',
  'POST /produtos': 'configuracao_produto_incluir',
  'PUT /produtos/:id': 'configuracao_produto_editar',
  'DELETE /produtos/:id': 'configuracao_produto_deletar',
  'GET /links': 'public',
  'GET /links/:id': 'public',
  'POST /links': 'configuracao_link_incluir',
  'PUT /links/:id': 'configuracao_link_editar',
  'DELETE /links/:id': 'configuracao_link_deletar',
  // Ticket options
  'GET /origems': 'public',
  'GET /origems/:id': 'public',
  'POST /origems': 'configuracao_origem_incluir',
  'PUT /origems/:id': 'configuracao_origem_editar',
  'DELETE /origems/:id': 'configuracao_origem_deletar',
  'GET /tipo_de_duvidas': 'public',
  'GET /tipo_de_duvidas/:id': 'public',
  'POST /tipo_de_duvidas': 'configuracao_tipoduvida_incluir',
  'PUT /tipo_de_duvidas/:id': 'configuracao_tipoduvida_editar',
  'DELETE /tipo_de_duvidas/:id': 'configuracao_tipoduvida_deletar',
  'GET /tipo_de_perdas': 'public',
  'GET /tipo_de_perdas/:id': 'public',
  'POST /tipo_de_perdas': 'configuracao_perda_incluir',
  'PUT /tipo_de_perdas/:id': 'configuracao_perda_editar',
  'DELETE /tipo_de_perdas/:id': 'configuracao_perda_deletar',
  'GET /status_de_finalizacaos': 'public',
  'GET /status_de_finalizacaos/:id': 'public',
  'POST /status_de_finalizacaos': 'configuracao_status_incluir',
  'PUT /status_de_finalizacaos/:id': 'configuracao_status_editar',
  'DELETE /status_de_finalizacaos/:id': 'configuracao_status_deletar',
  'GET /mensagem_padraos': 'public',
  'GET /mensagem_padraos/:id': 'public',
  'POST /mensagem_padraos': 'configuracao_mensagem_incluir',
  'PUT /mensagem_padraos/:id': 'configuracao_mensagem_editar',
  'DELETE /mensagem_padraos/:id': 'configuracao_mensagem_deletar',
  // Tickets. Reading one ticket needs `ticket_detalhar`, or holding it (`ticket_atender`): checked in the handler.
  // Editing or deleting another user's ticket needs the `_todos` variant; the attend actions need the lock.
  'GET /tickets': 'ticket',
  'GET /ticketsAbertos': 'ticket',
  'GET /ticketsFechados': 'ticket',
  'GET /ticketsNum': 'ticket',
  'GET /verificaTicketProduto': 'ticket',
  'GET /tickets/:id': 'ticket',
  'POST /tickets': 'ticket',
  'PUT /tickets/:id': 'ticket_editar',
  'DELETE /tickets/:id': 'ticket_deletar',
  'POST /atender-ticket': 'ticket_atender',
  'POST /cancelar-atendimento-ticket': 'ticket_atender',
  'POST /atendimentos': 'ticket_atender',
  'POST /ticket-send-whatsapp': 'ticket_atender',
  'POST /ticket-send-email': 'ticket_atender',
  'POST /ticketsTransferir': 'ticket_transferir',
  'POST /ticketsReabrir': 'ticket_transferir',
  // Calls made while attending (the report is read like the ticket's history)
  'POST /chamadas': 'ticket_atender',
  'GET /chamadas/:identificacao': 'ticket',
  'POST /desligarchamada/:identificacao': 'ticket_atender',
  // Agenda: any agenda user sees the three tabs; moving someone else's return also needs `ticket_transferir`
  'GET /agendamentos': 'ticket_agenda',
  'GET /agendamentos_natendimento': 'ticket_agenda',
  'GET /agendamentos_todos': 'ticket_agenda',
  'PUT /agendamentos/:id': 'ticket_agenda',
  // Option lists for selects
  'GET /selects/responsaveis': 'public',
  'GET /selects/usuarios': 'public',
  'GET /selects/produtos': 'public',
  // The gifts an agent may grant when finishing a won sale
  'GET /selects/brindes': 'ticket_atender',
  // Home: the caller's own dashboard figures (of the tickets their role sees) and notifications
  'GET /dashboard/meus_tickets': 'public',
  'GET /dashboard/meus_tickets_atividades': 'public',
  'GET /dashboard/tickets_atrasados': 'public',
  'GET /dashboard/atendimentos': 'public',
  'GET /dashboard/inseridos': 'public',
  'GET /notifications/todas': 'public',
  'GET /notifications/nlidas': 'public',
  'POST /notifications/setlidas': 'public',
  // The caller's own notification preferences (the predecessor's dummy id `1`). The settings page that edits them
  // is gated by `configuracao` in the app, but what they hold is the caller's own choice, so every member may.
  'GET /notifications/1': 'public',
  'PUT /confignotifications/1': 'public',
} as const satisfies Record<string, PermissionName>;

export type EndpointKey = keyof typeof ENDPOINT_PERMISSIONS;

/** A role as `GET /roles` lists it; `editable` is false for the shared roles (Administrador, editor, ...). */
export interface RoleListItem {
  id: number;
  nome: string;
  /** null: a role shared by every company. */
  company_id: number | null;
  editable: boolean;
  /** false: the role only sees the products in `produtos`. */
  full_products: boolean;
  /** Active and pending members holding the role in this company. */
  users_count: number;
}

/** `GET /roles/{id}`: the role with what it may do. */
export interface RoleDetail extends RoleListItem {
  /** Names of the permissions granted. */
  permissions: PermissionName[];
  produtos: Array<{ id: number; nome: string }>;
}

/** A member of the company: `GET /users_companies` and `GET /users` rows. `id` is the user's id. */
export interface CompanyMember {
  id: number;
  user_id: number;
  /** null while an invited person has not chosen a name. */
  name: string | null;
  email: string;
  avatar: string | null;
  ramal: string | null;
  role_id: number;
  role_name: string;
  status: MembershipStatus;
  created_at: string;
}

/** `POST /remember` answers the same whether or not the e-mail exists. */
export interface MessageResponse {
  message: string;
}

/** `GET /find/{token}`. */
export interface ResetTokenInfo {
  email: string;
}
