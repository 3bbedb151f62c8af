import { useT } from '../../i18n';
import { defineMessages } from '../../i18n/defineMessages';

/**
 * Texts of the error and notice pages (404, 500, not authorized, maintenance, coming soon, a company not found or
 * not open to the person): they travel with those pages, not with the entry every page loads. The pages' titles stay
 * the shell's (`notFound.title`, …): the route table names pages with them.
 */
const pt = {
  'notFound.text': 'O endereço que você abriu não existe.',
  'notFound.back': 'Voltar ao início',
  'serverError.text': 'Algo deu errado do nosso lado e a página não pôde ser aberta. Nada do que você já salvou foi perdido.',
  'serverError.persist': 'Tente de novo em instantes; se o problema continuar, fale com o suporte.',
  'serverError.back': 'Voltar à página anterior',
  'notAuthorized.text': 'Seu perfil não tem permissão para acessar esta página.',
  'notAuthorized.ask': 'Se você precisa dela, peça acesso a um administrador da empresa.',
  'notAuthorized.toDashboard': 'Voltar ao painel da empresa',
  'maintenance.text': 'O Retoma está passando por uma manutenção programada e volta em poucos minutos.',
  'maintenance.safe': 'Seus dados estão seguros. Obrigado pela paciência!',
  'maintenance.retry': 'Tentar novamente',
  'companyNotAuthorized.text': 'Sua conta não faz parte desta empresa ou o seu acesso a ela foi desativado.',
  'companyNotAuthorized.named': 'Sua conta não faz parte da empresa “{company}” ou o seu acesso a ela foi desativado.',
  'companyNotAuthorized.invite': 'Para entrar, peça um convite a um administrador da empresa.',
  'companyNotFound.text': 'Não existe nenhuma empresa no endereço que você abriu. Confira o link ou escolha uma das suas empresas.',
  'companyNotFound.named': 'A empresa “{company}” não existe no Retoma. Confira o endereço ou escolha uma das suas empresas.',
  'comingSoon.text': 'Esta funcionalidade está nos ajustes finais para chegar à sua empresa com qualidade.',
  'comingSoon.when': 'Assim que estiver disponível, ela aparece no menu do Retoma para quem tiver permissão de usá-la.',
  'upcomingPage.text':
    'Esta página chega com um dos próximos módulos do Retoma. Se estiver nas suas favoritas, continua lá e abre aqui assim que for lançada.',
  'errors.toCompanies': 'Ver minhas empresas',
};

/** The keys of this module's texts (the pt source's). */
export type ErrorsMessageKey = keyof typeof pt;

export const errorsMessages = defineMessages(pt, {
  en: () => import('./messages.en'),
  de: () => import('./messages.de'),
  fr: () => import('./messages.fr'),
});

/** The translator of the error pages: their own texts, then the shell's. */
export const useErrorsT = () => useT(errorsMessages);
