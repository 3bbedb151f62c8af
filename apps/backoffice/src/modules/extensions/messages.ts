import { useT, type SliceKey, type Translate } from '../../i18n';
import { defineMessages } from '../../i18n/defineMessages';

const pt = {
  'extensions.retry': 'Tentar de novo',
  'extensions.catalogue.description': 'Serviços de fora que a empresa conecta com a própria conta.',
  'extensions.catalogue.loading': 'Carregando as extensões…',
  'extensions.catalogue.loadFailed': 'Não foi possível carregar as extensões.',
  'extensions.kind.zenvia': 'Zenvia — SMS',
  'extensions.kind.zenviaHint': 'Os SMS das campanhas de recuperação saem pela conta Zenvia da empresa, com o remetente dela.',
  'extensions.kind.slack': 'Slack',
  'extensions.kind.slackHint': 'Avisos da equipe num canal do Slack da empresa.',
  'extensions.kind.melhor_envio': 'Melhor Envio',
  'extensions.kind.melhor_envioHint': 'Cotação e envio de brindes pelas transportadoras do Melhor Envio.',
  'extensions.kind.correios': 'Correios',
  'extensions.kind.correiosHint': 'Contratos dos Correios para a expedição de brindes.',
  'extensions.state.active': 'Ativa',
  'extensions.state.off': 'Configurada, desligada',
  'extensions.state.notConfigured': 'Não configurada',
  'extensions.state.unavailable': 'Ainda não disponível',
  'extensions.zenvia.description': 'A conta Zenvia da empresa: com ela ligada, os SMS das campanhas saem por ela, com o remetente dela.',
  'extensions.zenvia.loading': 'Carregando a conta Zenvia…',
  'extensions.zenvia.loadFailed': 'Não foi possível carregar a conta Zenvia.',
  'extensions.zenvia.configuredEnding': 'Configurada, token terminando em {last4}',
  'extensions.zenvia.configured': 'Configurada',
  'extensions.zenvia.notConfigured': 'Não configurada',
  'extensions.zenvia.notConfiguredHint':
    'Sem uma conta da empresa, os SMS das campanhas saem pela conta padrão do Retoma, quando houver uma, ou ficam guardados na caixa de saída.',
  'extensions.zenvia.activeHint': 'Ligada: os SMS das campanhas saem por esta conta.',
  'extensions.zenvia.offHint': 'Desligada: os SMS das campanhas saem como se a empresa não tivesse conta.',
  'extensions.zenvia.updatedAt': 'Alterada em {when}.',
  'extensions.zenvia.account': 'Conta',
  'extensions.zenvia.token': 'Token da API',
  'extensions.zenvia.tokenHint': 'O token de API da conta Zenvia. Depois de salvo, ele não é mostrado de novo.',
  'extensions.zenvia.tokenKeepHint': 'Deixe em branco para manter o token atual, ou escreva um novo para trocá-lo.',
  'extensions.zenvia.remetente': 'Remetente',
  'extensions.zenvia.remetenteHint': 'O identificador de remetente cadastrado na Zenvia.',
  'extensions.zenvia.ativa': 'Enviar os SMS das campanhas por esta conta',
  'extensions.zenvia.save': 'Salvar',
  'extensions.zenvia.saved': 'Conta Zenvia salva.',
  'extensions.zenvia.saveFailed': 'Não foi possível salvar agora. Nada do que você digitou foi perdido: tente de novo.',
  'extensions.zenvia.disconnect': 'Desconectar',
  'extensions.zenvia.disconnectTitle': 'Desconectar a Zenvia?',
  'extensions.zenvia.disconnectMessage':
    'O token e o remetente serão apagados. Os SMS das campanhas passam a sair pela conta padrão do Retoma, quando houver uma, ou ficam na caixa de saída.',
  'extensions.zenvia.cancel': 'Cancelar',
  'extensions.zenvia.disconnected': 'Zenvia desconectada.',
  'extensions.zenvia.disconnectFailed': 'Não foi possível desconectar agora: tente de novo.',
  'extensions.zenvia.test.title': 'SMS de teste',
  'extensions.zenvia.test.intro': 'Envie um SMS pela conta salva para conferir o token e o remetente, mesmo com a conta desligada.',
  'extensions.zenvia.test.needsAccount': 'Salve o token antes de enviar um teste.',
  'extensions.zenvia.test.phone': 'Telefone',
  'extensions.zenvia.test.phoneHint': 'Com DDI e DDD, só números (por exemplo, 5511987654321).',
  'extensions.zenvia.test.send': 'Enviar SMS de teste',
  'extensions.zenvia.test.sent': 'A Zenvia aceitou o SMS para +{phone} (mensagem {id}).',
  'extensions.zenvia.test.sendFailed': 'Não foi possível enviar agora: tente de novo.',
  'extensions.catalogue.usage': 'Uso de SMS por mês',
  'extensions.usage.description': 'Os SMS das campanhas da empresa, mês a mês, no fuso horário dela.',
  'extensions.usage.period': 'Período',
  'extensions.usage.months': 'Últimos {count} meses',
  'extensions.usage.loading': 'Carregando o uso de SMS…',
  'extensions.usage.loadFailed': 'Não foi possível carregar o uso de SMS.',
  'extensions.usage.caption': 'SMS das campanhas por mês',
  'extensions.usage.month': 'Mês',
  'extensions.usage.total': 'Total',
  'extensions.usage.sent': 'Enviados',
  'extensions.usage.delivered': 'Entregues',
  'extensions.usage.failed': 'Com falha',
  'extensions.usage.sum': 'No período',
  'extensions.usage.empty': 'Nenhum SMS de campanha neste período.',
  'extensions.usage.notes':
    'Enviados: entregues à Zenvia (ou guardados na caixa de saída, sem conta configurada). Entregues: os que a operadora confirmou. Com falha: desistidos depois das tentativas; o motivo está no histórico da campanha.',
};

/** The keys of this module's texts (the pt source's). */
export type ExtensionsMessageKey = keyof typeof pt;

export const extensionsMessages = defineMessages(pt, {
  en: () => import('./messages.en'),
  de: () => import('./messages.de'),
  fr: () => import('./messages.fr'),
});

/** A key of this module's texts or of the shell's (route titles live there). */
export type ExtensionsKey = SliceKey<typeof extensionsMessages>;
export type ExtensionsTranslate = Translate<ExtensionsKey>;
/** The translator of this module's screens: its own texts, then the shell's. */
export const useExtensionsT = () => useT(extensionsMessages);
