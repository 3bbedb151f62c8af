import type { PermissionName } from '../permissionNames';
import type { MembershipStatus } from './session';

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
