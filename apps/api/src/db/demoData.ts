/**
 * The server-only part of the demo (plans, platforms, legal data, ticket texts): fixed values so the same seed
 * always yields the same data. What the client's mocks share with it (companies, people, grants, catalogues,
 * name pools, seeded random) lives in `@retoma/api-client/fixtures`.
 */

export const DEMO_PLANS = [
  {
    nome: 'Essencial',
    planosCampanhas: 2,
    campanhas: 5,
    numeroUsuarios: 5,
    numeroConquistas: 3,
    sms: false,
    ligacoesDiretoDoDashboard: false,
    numeroEmailsMes: 5_000,
    numeroSmsMes: 0,
  },
  {
    nome: 'Profissional',
    planosCampanhas: 10,
    campanhas: 30,
    numeroUsuarios: 25,
    numeroConquistas: 20,
    sms: true,
    ligacoesDiretoDoDashboard: true,
    numeroEmailsMes: 50_000,
    numeroSmsMes: 5_000,
  },
] as const;

export const DEMO_INTEGRACOES = [
  { slug: 'hotmart', descricao: 'Hotmart', need: 1, checkoutBase: 'https://pay.hotmart.com/' },
  { slug: 'eduzz', descricao: 'Eduzz', need: 2, checkoutBase: 'https://sun.eduzz.com/' },
  { slug: 'kiwify', descricao: 'Kiwify', need: 1, checkoutBase: 'https://pay.kiwify.com.br/' },
  { slug: 'monetizze', descricao: 'Monetizze', need: 3, checkoutBase: 'https://app.monetizze.com.br/checkout/' },
] as const;

/** Legal data per company slug (CNPJs are valid numbers, not real companies). */
export const DEMO_COMPANY_DETAILS: Record<
  string,
  {
    razaoSocial: string;
    nomeFantasia: string;
    cnpj: string;
    email: string;
    site: string;
    descricao: string;
    rodape: string;
    plan: string;
    cep: string;
    logradouro: string;
    numero: string;
    bairro: string;
    cidade: string;
    uf: string;
    nomeRemetente: string;
  }
> = {
  aurora: {
    razaoSocial: 'Aurora Comércio Digital Ltda.',
    nomeFantasia: 'Loja Aurora',
    cnpj: '11222333000181',
    email: 'financeiro@lojaaurora.com.br',
    site: 'https://lojaaurora.com.br',
    descricao: 'Comissões Aurora',
    rodape: 'Loja Aurora - SP',
    plan: 'Profissional',
    cep: '01310100',
    logradouro: 'Avenida Paulista',
    numero: '1000',
    bairro: 'Bela Vista',
    cidade: 'São Paulo',
    uf: 'SP',
    nomeRemetente: 'Loja Aurora',
  },
  casabela: {
    razaoSocial: 'Casa Bela Decorações Ltda.',
    nomeFantasia: 'Casa Bela',
    cnpj: '45321678000104',
    email: 'contato@casabela.com.br',
    site: 'https://casabela.com.br',
    descricao: 'Comissões Casa Bela',
    rodape: 'Casa Bela - MG',
    plan: 'Essencial',
    cep: '30130010',
    logradouro: 'Avenida Afonso Pena',
    numero: '500',
    bairro: 'Centro',
    cidade: 'Belo Horizonte',
    uf: 'MG',
    nomeRemetente: 'Casa Bela',
  },
  vitoria: {
    razaoSocial: 'Vitória Educação Online Ltda.',
    nomeFantasia: 'Vitória Cursos',
    cnpj: '78123456000136',
    email: 'adm@vitoriacursos.com.br',
    site: 'https://vitoriacursos.com.br',
    descricao: 'Comissões Vitória',
    rodape: 'Vitória Cursos - ES',
    plan: 'Essencial',
    cep: '29010120',
    logradouro: 'Avenida Jerônimo Monteiro',
    numero: '240',
    bairro: 'Centro',
    cidade: 'Vitória',
    uf: 'ES',
    nomeRemetente: 'Vitória Cursos',
  },
};

/** Sentences of the demo tickets (`seedTickets.ts` picks them with the fixtures' seeded generator). */
export const DEMO_TICKET_TEXTS = {
  detalhamentos: [
    'Cliente abandonou o carrinho na etapa de pagamento com cartão e pediu ajuda com o parcelamento.',
    'Lead perguntou se o curso tem certificado e por quanto tempo fica o acesso.',
    'O boleto venceu antes do pagamento; cliente quer gerar um novo.',
    'Dúvida sobre o acesso à área de membros depois da compra.',
    'Cartão recusado duas vezes; cliente quer tentar com Pix.',
    'Pediu desconto para pagar à vista.',
    'Quer saber se as aulas são ao vivo ou gravadas.',
    'Comprou para presentear e quer trocar o e-mail de acesso.',
  ],
  followUps: {
    ganhou: [
      'Cliente concluiu a compra no Pix durante a ligação.',
      'Enviei o link com parcelamento em 12x e a compra foi aprovada.',
      'Ajudei a atualizar os dados do cartão; pagamento aprovado.',
    ],
    aguardando: [
      'Cliente pediu para retornar depois do almoço, quando recebe o salário.',
      'Vai conversar com o marido e me dar uma resposta.',
      'Boleto novo enviado; retornar para confirmar o pagamento.',
      'Não atendeu; deixei mensagem no WhatsApp para retornar.',
    ],
    perdeu: [
      'Cliente achou o valor alto neste momento.',
      'Já comprou um curso parecido em outro lugar.',
      'Número não existe e o e-mail voltou.',
    ],
  },
  /** Filled by the same renderer as the messages agents send (the lead by first name). */
  whatsapp: [
    'Olá, [NOME_LEAD]! Aqui é [NOME_ATENDENTE], da Loja Aurora. Vi que ficou alguma dúvida na compra do [NOME_PRODUTO]. Posso te ajudar?',
    'Oi, [NOME_LEAD]! Separei um link novo do [NOME_PRODUTO] para você garantir a sua vaga.',
  ],
  campanhas: [
    { type: 'carrinho', id: 1, nome: 'Carrinho abandonado — Confeitaria' },
    { type: 'boleto', id: 1, nome: 'Boletos vencidos — Aurora' },
    { type: 'agendamento', id: 1, nome: 'Aula experimental de chocolate' },
    { type: 'cancelado', id: 1, nome: 'Compras canceladas — Aurora' },
  ],
} as const;
