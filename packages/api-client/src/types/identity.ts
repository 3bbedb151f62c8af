import type { PermissionName } from '../permissionNames';
import type { IsoDateTime } from './common';
import type { MembershipStatus } from './session';

/**
 * A role as `GET /roles` lists it. `editable` is false for Administrador and `public`; a shared role (`company_id`
 * null) that is changed becomes the company's own copy; only a company's own role can be removed.
 */
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
  /** At work in the app right now (active within the last minutes); false once they log out. */
  online: boolean;
  created_at: string;
}

/** `GET /users_companies/{id}/retornos`: a member's pending return, for a manager to hand over when they leave. */
export interface MemberReturn {
  id: number;
  ticket_id: number;
  lead_nome: string;
  data_agendamento: IsoDateTime;
}

/** `POST /users_companies/{id}/transferir`: what moved to the other person. */
export interface ReassignResult {
  agendamentos: number;
  tickets: number;
}

/** `POST /remember` answers the same whether or not the e-mail exists. */
export interface MessageResponse {
  message: string;
}

/** `GET /find/{token}`. */
export interface ResetTokenInfo {
  email: string;
}
