/** A page that can be starred in the quick menu. */
export interface QuickMenuPage {
  url: string;
  name: string;
  slug: string;
  icon: string;
  /** Permission rule needed to see the page. */
  can: string;
  is_bookmarked: boolean;
}

export type MembershipStatus = 'pending' | 'active' | 'inactive';

/** A company the user belongs to, with the user's role in it. */
export interface CompanyMembership {
  id: number;
  name: string;
  slug: string;
  logo: string | null;
  role_name: string;
  status: MembershipStatus;
}

/** `GET /user`: the logged-in user in the current company. */
export interface CurrentUser {
  id: number;
  name: string;
  email: string;
  avatar: string | null;
  /** true online, false offline. */
  status: boolean;
  role_name: string;
  permissions: string[];
  ramal: string | null;
  /** Pinned pages (slugs of QuickMenuPage). */
  menu_rapido: string[];
  companies: CompanyMembership[];
}

export interface LoginResponse {
  access_token: string;
  token_type: 'Bearer';
  expires_in: number;
}

export interface RegisterResponse {
  accessToken: string;
  userData: { id: number; name: string; email: string };
}

/** Identity service: a permission with the roles that hold it. */
export interface PermissionRecord {
  name: string;
  permission_role: Array<{ role: { nome: string } }>;
}

export interface RoleRecord {
  id: number;
  nome: string;
}
