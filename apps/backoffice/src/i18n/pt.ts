/** The source catalogue: every user-facing text of the app, in Portuguese. Other locales must have the same keys. */
export const pt = {
  'app.name': 'Retoma',
  'app.loading': 'Carregando…',
  'login.title': 'Entrar',
  'login.subtitle': 'Acesse com seu e-mail e senha.',
  'login.email': 'E-mail',
  'login.password': 'Senha',
  'login.submit': 'Entrar',
  'login.wrongCredentials': 'E-mail ou senha incorretos.',
  'login.rateLimited': 'Muitas tentativas. Tente novamente em {seconds} segundos.',
  'login.unreachable': 'Não foi possível falar com o servidor. Verifique sua conexão e tente de novo.',
  'panel.title': 'Suas empresas',
  'panel.subtitle': 'Escolha a empresa em que deseja trabalhar.',
  'panel.role': 'Função',
  'panel.open': 'Abrir {company}',
  'panel.empty': 'Você ainda não faz parte de nenhuma empresa.',
  'panel.loadError': 'Não foi possível carregar suas empresas.',
  'panel.retry': 'Tentar de novo',
  'panel.logout': 'Sair',
  'membership.active': 'Ativo',
  'membership.pending': 'Convite pendente',
  'membership.inactive': 'Inativo',
  'notFound.title': 'Página não encontrada',
  'notFound.text': 'O endereço que você abriu não existe.',
  'notFound.back': 'Voltar ao início',
} as const;

export type MessageKey = keyof typeof pt;
export type Catalogue = Record<MessageKey, string>;
