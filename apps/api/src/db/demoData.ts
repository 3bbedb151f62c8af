/**
 * Demo catalogue of each seeded company: realistic pt-BR records, fixed values and fixed dates so the same
 * seed always yields the same data (stable screenshots and end-to-end tests).
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
  { razaoSocial: string; nomeFantasia: string; cnpj: string; email: string; site: string; descricao: string; rodape: string; plan: string }
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
  },
};

/** Dimensions in cm, weight in kg; a cylinder ('003') has a diameter instead of width and height. */
export interface DemoGift {
  nome: string;
  logistica: 'correios' | 'melhor_envio';
  tipoDeCaixa: '001' | '002' | '003';
  altura?: number;
  largura?: number;
  comprimento: number;
  diametro?: number;
  peso: number;
  ativo?: boolean;
}

export interface DemoProduct {
  nome: string;
  conta: number;
  preco: number;
  codProduto: string;
  checkout: string;
  cor: string;
  status?: boolean;
  comissao?: { modo: 'individual' | 'partilhada'; tipo: 'valor' | 'percentual'; insercao: number; atendimento?: number };
  upsells?: string[];
  /** Physical gifts an agent may grant when winning a sale of this product. */
  brindes?: DemoGift[];
  links: Array<{
    identidade: string;
    descricao: string;
    codigoOferta: string;
    split: number;
    boleto?: boolean;
    paypal?: boolean;
    status?: boolean;
  }>;
}

/** An achievement of the members; `produto` names one of the catalogue's products, none makes it global. */
export interface DemoAchievement {
  nome: string;
  descricao: string;
  produto?: string;
  perfil: 'atendente' | 'responsavel';
  tipo: 'valor' | 'percentual';
  valor?: number;
  porcentagem?: number;
  quantidade: number;
  ativo?: boolean;
}

export interface DemoCatalogue {
  contas: Array<{ nome: string; integracao: string; token: string; token2?: string; token3?: string }>;
  produtos: DemoProduct[];
  origens: string[];
  tiposDeDuvida: string[];
  motivosDePerda: string[];
  status: Array<{
    nome: string;
    tipo: 'ganhou' | 'aguardando' | 'perdeu';
    habBrinde?: boolean;
    habPerda?: boolean;
    fechamento?: number;
    espera?: boolean;
    padrao?: boolean;
  }>;
  mensagens: Array<{ tipo: 'whatsapp' | 'email'; titulo: string; assunto?: string; mensagem: string; status?: boolean }>;
  conquistas?: DemoAchievement[];
}

/** Shared by every company: the system's own rows (read-only for companies). */
export const SYSTEM_ORIGENS = ['Hotmart', 'Campanha automática'];
export const SYSTEM_STATUS: DemoCatalogue['status'] = [{ nome: 'Venda confirmada pela plataforma', tipo: 'ganhou', padrao: true }];

export const DEMO_CATALOGUES: Record<string, DemoCatalogue> = {
  aurora: {
    contas: [
      { nome: 'Hotmart — Loja Aurora', integracao: 'hotmart', token: 'demo-hotmart-aurora-7f3a9c' },
      { nome: 'Eduzz — Aurora Cursos', integracao: 'eduzz', token: 'demo-eduzz-aurora-key', token2: 'demo-eduzz-aurora-secret' },
    ],
    produtos: [
      {
        nome: 'Curso de Confeitaria Profissional',
        conta: 0,
        preco: 497,
        codProduto: '1843201',
        checkout: 'K48213095X',
        cor: '#E84B3C',
        comissao: { modo: 'individual', tipo: 'percentual', insercao: 5, atendimento: 10 },
        upsells: ['Workshop Chocolate Gourmet', 'Mentoria Bolo de Pote'],
        brindes: [
          {
            nome: 'Kit de bicos de confeitar',
            logistica: 'correios',
            tipoDeCaixa: '002',
            altura: 6,
            largura: 12,
            comprimento: 18,
            peso: 0.35,
          },
          { nome: 'Avental Aurora', logistica: 'melhor_envio', tipoDeCaixa: '001', largura: 25, comprimento: 35, peso: 0.2 },
          { nome: 'Caderno de receitas', logistica: 'correios', tipoDeCaixa: '001', largura: 16, comprimento: 23, peso: 0.3, ativo: false },
        ],
        links: [
          { identidade: 'CONFEITA', descricao: 'Oferta principal', codigoOferta: 'conf497', split: 12, boleto: true },
          { identidade: 'CONFPROMO', descricao: 'Promoção de aniversário', codigoOferta: 'conf397', split: 12, boleto: true, paypal: true },
          { identidade: 'CONFAVIS', descricao: 'À vista com desconto', codigoOferta: 'conf447', split: 1, boleto: true },
        ],
      },
      {
        nome: 'Mentoria Bolo de Pote',
        conta: 0,
        preco: 197,
        codProduto: '1843202',
        checkout: 'M22109871B',
        cor: '#F39C1A',
        comissao: { modo: 'partilhada', tipo: 'valor', insercao: 30 },
        links: [{ identidade: 'BOLOPOTE', descricao: 'Turma de março', codigoOferta: 'bolo197', split: 6, boleto: true }],
      },
      {
        nome: 'Workshop Chocolate Gourmet',
        conta: 0,
        preco: 297,
        codProduto: '1843203',
        checkout: 'W77310452C',
        cor: '#8E43AD',
        comissao: { modo: 'individual', tipo: 'valor', insercao: 20, atendimento: 40 },
        brindes: [{ nome: 'Forma de bombom', logistica: 'correios', tipoDeCaixa: '003', comprimento: 30, diametro: 8, peso: 0.15 }],
        links: [
          { identidade: 'CHOCOLAT', descricao: 'Oferta principal', codigoOferta: 'choc297', split: 10 },
          { identidade: 'CHOCPAS', descricao: 'Edição de Páscoa', codigoOferta: 'choc247', split: 10, status: false },
        ],
      },
      {
        nome: 'Kit Receitas Fit',
        conta: 1,
        preco: 47.9,
        codProduto: 'EDZ-55120',
        checkout: 'receitas-fit',
        cor: '#2FCC70',
        links: [{ identidade: 'RECFIT', descricao: 'Oferta principal', codigoOferta: 'fit4790', split: 1 }],
      },
      {
        nome: 'Planner Financeiro Digital',
        conta: 1,
        preco: 29.9,
        codProduto: 'EDZ-55121',
        checkout: 'planner-financeiro',
        cor: '#3598DB',
        status: false,
        links: [],
      },
    ],
    origens: ['WhatsApp', 'Instagram', 'E-mail', 'Telefone', 'Indicação'],
    tiposDeDuvida: [
      'Forma de pagamento',
      'Boleto vencido',
      'Acesso ao conteúdo',
      'Preço e descontos',
      'Dúvida sobre o produto',
      'Garantia e reembolso',
    ],
    motivosDePerda: [
      'Achou caro',
      'Comprou em outro lugar',
      'Sem limite no cartão',
      'Sem interesse no momento',
      'Não foi possível contato',
    ],
    status: [
      { nome: 'Venda realizada', tipo: 'ganhou', habBrinde: true },
      { nome: 'Venda de upsell', tipo: 'ganhou' },
      { nome: 'Aguardando pagamento do boleto', tipo: 'aguardando', fechamento: 3, espera: true },
      { nome: 'Retornar contato', tipo: 'aguardando', fechamento: 2 },
      { nome: 'Venda perdida', tipo: 'perdeu', habPerda: true },
      { nome: 'Contato inválido', tipo: 'perdeu' },
    ],
    mensagens: [
      {
        tipo: 'whatsapp',
        titulo: 'Primeiro contato',
        mensagem:
          'Olá, [NOME_LEAD]! Aqui é [NOME_ATENDENTE], da Loja Aurora. Vi que você se interessou pelo [NOME_PRODUTO] e ficou alguma dúvida na compra. Posso te ajudar?',
      },
      {
        tipo: 'whatsapp',
        titulo: 'Boleto vencido',
        mensagem:
          'Oi, [NOME_LEAD]! O boleto do [NOME_PRODUTO] venceu, mas separei um link novo para você garantir a sua vaga: [LINK_CONFEITA]',
      },
      {
        tipo: 'email',
        titulo: 'Carrinho abandonado',
        assunto: '[NOME_LEAD], o seu [NOME_PRODUTO] está esperando por você',
        mensagem:
          '<p>Olá, [NOME_LEAD]!</p><p>Notamos que a sua compra do <strong>[NOME_PRODUTO]</strong> não foi concluída. Se precisar de ajuda, é só responder este e-mail.</p><p>Abraços,<br>[NOME_ATENDENTE] — Loja Aurora</p>',
      },
      {
        tipo: 'email',
        titulo: 'Confirmação de e-mail do lead',
        assunto: 'Confirme os seus dados',
        mensagem: '<p>Olá, [NOME_LEAD]! Confirme se o e-mail [EMAIL_LEAD] está correto para recebermos o seu acesso.</p>',
        status: false,
      },
    ],
    conquistas: [
      {
        nome: 'Primeiras 10 recuperações',
        descricao: 'Recupere 10 vendas de qualquer produto e ganhe R$ 25,00 a mais em cada comissão.',
        perfil: 'atendente',
        tipo: 'valor',
        valor: 25,
        quantidade: 10,
      },
      {
        nome: 'Mestre confeiteiro',
        descricao: 'Recupere 30 vendas do Curso de Confeitaria Profissional e ganhe 2,5% a mais de comissão.',
        produto: 'Curso de Confeitaria Profissional',
        perfil: 'atendente',
        tipo: 'percentual',
        porcentagem: 2.5,
        quantidade: 30,
      },
      {
        nome: 'Indicação de ouro',
        descricao: 'Insira 50 tickets que terminem em venda e ganhe R$ 40,00 a mais em cada comissão.',
        perfil: 'responsavel',
        tipo: 'valor',
        valor: 40,
        quantidade: 50,
        ativo: false,
      },
    ],
  },
  casabela: {
    contas: [{ nome: 'Hotmart — Casa Bela', integracao: 'hotmart', token: 'demo-hotmart-casabela-19be' }],
    produtos: [
      {
        nome: 'Curso Decoração de Interiores',
        conta: 0,
        preco: 697,
        codProduto: '2210455',
        checkout: 'D11920334A',
        cor: '#A463BF',
        comissao: { modo: 'partilhada', tipo: 'percentual', insercao: 8 },
        links: [{ identidade: 'DECORINT', descricao: 'Oferta principal', codigoOferta: 'dec697', split: 12, boleto: true }],
      },
      {
        nome: 'E-book Cantinho do Café',
        conta: 0,
        preco: 37,
        codProduto: '2210456',
        checkout: 'E55012874C',
        cor: '#C0382B',
        links: [{ identidade: 'CAFEBOOK', descricao: 'Oferta principal', codigoOferta: 'cafe37', split: 1 }],
      },
    ],
    origens: ['WhatsApp', 'Instagram', 'Pinterest'],
    tiposDeDuvida: ['Forma de pagamento', 'Acesso ao conteúdo', 'Dúvida sobre o produto'],
    motivosDePerda: ['Achou caro', 'Sem interesse no momento'],
    status: [
      { nome: 'Venda realizada', tipo: 'ganhou' },
      { nome: 'Aguardando pagamento', tipo: 'aguardando', fechamento: 2 },
      { nome: 'Venda perdida', tipo: 'perdeu', habPerda: true },
    ],
    mensagens: [
      {
        tipo: 'whatsapp',
        titulo: 'Primeiro contato',
        mensagem: 'Olá, [NOME_LEAD]! Sou [NOME_ATENDENTE], da Casa Bela. Posso te ajudar com o [NOME_PRODUTO]?',
      },
    ],
  },
  vitoria: {
    contas: [{ nome: 'Kiwify — Vitória Cursos', integracao: 'kiwify', token: 'demo-kiwify-vitoria-a01' }],
    produtos: [
      {
        nome: 'Inglês para Viagens',
        conta: 0,
        preco: 247,
        codProduto: 'KW-9012',
        checkout: 'ingles-viagens',
        cor: '#1EA085',
        links: [{ identidade: 'INGLESVG', descricao: 'Oferta principal', codigoOferta: 'ing247', split: 12 }],
      },
    ],
    origens: ['WhatsApp'],
    tiposDeDuvida: ['Acesso ao conteúdo'],
    motivosDePerda: ['Achou caro'],
    status: [{ nome: 'Venda realizada', tipo: 'ganhou' }],
    mensagens: [],
  },
};

/** Raw material of the demo leads and tickets (`seedTickets.ts` combines it with a fixed-seed generator). */
export const DEMO_PEOPLE = {
  nomes: [
    'Ana',
    'Beatriz',
    'Camila',
    'Daniela',
    'Eduarda',
    'Fernanda',
    'Gabriela',
    'Helena',
    'Isabela',
    'Juliana',
    'Larissa',
    'Mariana',
    'Natália',
    'Patrícia',
    'Renata',
    'Sofia',
    'Tatiane',
    'Vanessa',
    'Yasmin',
    'Alice',
    'André',
    'Bruno',
    'Carlos',
    'Diego',
    'Eduardo',
    'Felipe',
    'Gustavo',
    'Henrique',
    'Igor',
    'João',
    'Lucas',
    'Marcelo',
    'Nicolas',
    'Otávio',
    'Paulo',
    'Rafael',
    'Samuel',
    'Thiago',
    'Vinícius',
    'Wesley',
  ],
  sobrenomes: [
    'Silva',
    'Santos',
    'Oliveira',
    'Souza',
    'Rodrigues',
    'Ferreira',
    'Alves',
    'Pereira',
    'Lima',
    'Gomes',
    'Costa',
    'Ribeiro',
    'Martins',
    'Carvalho',
    'Almeida',
    'Lopes',
    'Soares',
    'Fernandes',
    'Vieira',
    'Barbosa',
    'Rocha',
    'Dias',
    'Nascimento',
    'Andrade',
    'Moreira',
    'Nunes',
    'Marques',
    'Machado',
    'Mendes',
    'Freitas',
  ],
  dominios: ['gmail.com', 'hotmail.com', 'outlook.com', 'yahoo.com.br', 'uol.com.br', 'bol.com.br', 'icloud.com'],
  ddds: ['11', '11', '11', '21', '21', '31', '41', '47', '48', '51', '61', '62', '71', '81', '85', '91'],
};

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
  whatsapp: [
    'Olá, {nome}! Aqui é {atendente}, da Loja Aurora. Vi que ficou alguma dúvida na compra do {produto}. Posso te ajudar?',
    'Oi, {nome}! Separei um link novo do {produto} para você garantir a sua vaga.',
  ],
  campanhas: [
    { type: 'carrinho', id: 1, nome: 'Carrinho abandonado — Confeitaria' },
    { type: 'boleto', id: 1, nome: 'Boletos vencidos — Aurora' },
    { type: 'agendamento', id: 1, nome: 'Aula experimental de chocolate' },
    { type: 'cancelado', id: 1, nome: 'Compras canceladas — Aurora' },
  ],
} as const;
