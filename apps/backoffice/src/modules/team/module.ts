import { defineModule } from '../../platform/defineModule';
import type { RoutesOf } from '../../platform/routing';

/** Every team page starts under Configurações › Usuários. */
const SETTINGS_CRUMB = { title: 'menu.settings' } as const;
const TEAM_CRUMB = { title: 'team.overview.title', to: 'usuarios' } as const;
const MEMBERS_CRUMB = { title: 'team.members.title', to: 'usuarios-list' } as const;
const ROLES_CRUMB = { title: 'team.roles.title', to: 'funcoes' } as const;

const roleFormScreen = () => import('./screens/RoleFormScreen');

/** The team: who works in the company (members and invitations), what each role may do, and who changed what. */
const team = defineModule({
  nav: {
    pt: {
      'team.overview.title': 'Usuários',
      'team.overview.menu': 'Usuários',
      'team.members.title': 'Listagem de usuários',
      'team.invite.title': 'Convidar usuário',
      'team.member.title': 'Editar usuário',
      'team.roles.title': 'Funções e permissões',
      'team.roleForm.createTitle': 'Nova função',
      'team.roleForm.editTitle': 'Editar função',
      'team.audit.title': 'Histórico de alterações',
    },
    en: {
      'team.overview.title': 'Users',
      'team.overview.menu': 'Users',
      'team.members.title': 'User list',
      'team.invite.title': 'Invite a user',
      'team.member.title': 'Edit user',
      'team.roles.title': 'Roles and permissions',
      'team.roleForm.createTitle': 'New role',
      'team.roleForm.editTitle': 'Edit role',
      'team.audit.title': 'Change history',
    },
    de: {
      'team.overview.title': 'Benutzer',
      'team.overview.menu': 'Benutzer',
      'team.members.title': 'Benutzerliste',
      'team.invite.title': 'Benutzer einladen',
      'team.member.title': 'Benutzer bearbeiten',
      'team.roles.title': 'Rollen und Berechtigungen',
      'team.roleForm.createTitle': 'Neue Rolle',
      'team.roleForm.editTitle': 'Rolle bearbeiten',
      'team.audit.title': 'Änderungsverlauf',
    },
    fr: {
      'team.overview.title': 'Utilisateurs',
      'team.overview.menu': 'Utilisateurs',
      'team.members.title': 'Liste des utilisateurs',
      'team.invite.title': 'Inviter un utilisateur',
      'team.member.title': "Modifier l'utilisateur",
      'team.roles.title': 'Fonctions et permissions',
      'team.roleForm.createTitle': 'Nouvelle fonction',
      'team.roleForm.editTitle': 'Modifier la fonction',
      'team.audit.title': 'Historique des modifications',
    },
  },
  routes: [
    {
      id: 'usuarios',
      path: 'configuracoes/usuarios',
      scope: 'company',
      permission: 'configuracao_usuario',
      title: 'team.overview.title',
      breadcrumbs: [SETTINGS_CRUMB],
      screen: () => import('./screens/TeamScreen'),
      menu: { group: 'settings', label: 'team.overview.menu', order: 30 },
    },
    {
      id: 'usuarios-list',
      path: 'configuracoes/usuarios/list',
      scope: 'company',
      permission: 'configuracao_usuario',
      title: 'team.members.title',
      breadcrumbs: [SETTINGS_CRUMB, TEAM_CRUMB],
      screen: () => import('./screens/MembersScreen'),
    },
    {
      id: 'usuarios-criar',
      path: 'configuracoes/usuarios/criar',
      scope: 'company',
      permission: 'configuracao_usuario_incluir',
      title: 'team.invite.title',
      breadcrumbs: [SETTINGS_CRUMB, TEAM_CRUMB, MEMBERS_CRUMB],
      screen: () => import('./screens/InviteScreen'),
    },
    {
      id: 'usuarios-editar',
      path: 'configuracoes/usuarios/editar/:id',
      scope: 'company',
      permission: 'configuracao_usuario_editar',
      title: 'team.member.title',
      breadcrumbs: [SETTINGS_CRUMB, TEAM_CRUMB, MEMBERS_CRUMB],
      screen: () => import('./screens/MemberScreen'),
    },
    {
      id: 'funcoes',
      path: 'configuracoes/funcoes',
      scope: 'company',
      permission: 'configuracao_funcao',
      title: 'team.roles.title',
      breadcrumbs: [SETTINGS_CRUMB, TEAM_CRUMB],
      screen: () => import('./screens/RolesScreen'),
    },
    {
      id: 'funcoes-criar',
      path: 'configuracoes/funcoes/criar',
      scope: 'company',
      permission: 'configuracao_funcao_incluir',
      title: 'team.roleForm.createTitle',
      breadcrumbs: [SETTINGS_CRUMB, TEAM_CRUMB, ROLES_CRUMB],
      screen: roleFormScreen,
    },
    {
      id: 'funcoes-editar',
      path: 'configuracoes/funcoes/editar/:id',
      scope: 'company',
      permission: 'configuracao_funcao_editar',
      title: 'team.roleForm.editTitle',
      breadcrumbs: [SETTINGS_CRUMB, TEAM_CRUMB, ROLES_CRUMB],
      screen: roleFormScreen,
    },
    {
      id: 'auditoria',
      path: 'configuracoes/auditoria',
      scope: 'company',
      permission: 'configuracao_auditoria',
      title: 'team.audit.title',
      breadcrumbs: [SETTINGS_CRUMB, TEAM_CRUMB],
      screen: () => import('./screens/AuditScreen'),
    },
  ],
});

export default team;

declare module '../../platform/routing' {
  interface RouteRegistry extends RoutesOf<typeof team.routes> {}
}
