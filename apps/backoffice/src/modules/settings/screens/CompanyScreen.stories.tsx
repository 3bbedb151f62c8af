import { buildCompanyData, mockHandlers } from '@retoma/api-client/mock';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { companySessionHandlers, IN_COMPANY } from '#storybook/companySession';
import { findToast } from '#storybook/queries';
import { darkStory, screenStates } from '#storybook/screenStates';
import { VIACEP_URL } from '../hooks/useCepLookup';
import { limitedUser } from '../stories/storySupport';
import CompanyScreen from './CompanyScreen';

const company = mockHandlers.company;
const AURORA = buildCompanyData();
/** A small striped logo, inline so the story needs no image server. */
const LOGO =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAGAAAAAgCAIAAABiouoDAAAAY0lEQVR4nO3WMRHAMBADQQMLE9M1mBRh4MYMnOKLV7EzB0CzlcZ8li6N9gXhAQIECBCg4AD9AX3v1iVAgAABAhQcIEBFoPYnFh4gQIAAAQoOEKAiUPsTCw8QIECAAAUHCFCtA1gC/WmUCD/RAAAAAElFTkSuQmCC';

const meta = {
  title: 'Settings / Company',
  component: CompanyScreen,
  parameters: { layout: 'fullscreen', route: { id: 'empresa', path: '/aurora/configuracoes/empresa' }, ...IN_COMPANY },
  beforeEach({ msw }) {
    msw.use(...companySessionHandlers(), company.get(AURORA));
  },
} satisfies Meta<typeof CompanyScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvasElement: HTMLElement, name: RegExp) => within(canvasElement).findByRole('textbox', { name });

/** The ViaCEP lookup answering `answer` (a network failure when `answer` is 'offline'). */
const viaCep = (answer: Record<string, unknown> | 'offline') =>
  http.get(`${VIACEP_URL}/:cep/json/`, () => (answer === 'offline' ? HttpResponse.error() : HttpResponse.json(answer)));

/** The company as saved: identification, address, sender name, time zone and the texts of its commission orders. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Dados da empresa' })).toBeVisible();
    await expect(await field(canvasElement, /^CNPJ/)).toHaveValue('11.222.333/0001-81');
    await expect(await field(canvasElement, /^CEP/)).toHaveValue('01310-100');
    await expect(await field(canvasElement, /^Logradouro/)).toHaveValue('Avenida Paulista');
    await expect(await field(canvasElement, /^Nome do remetente/)).toHaveValue('Loja Aurora');
    await expect(await canvas.findByRole('combobox', { name: /^Fuso horário/ })).toHaveValue('America/Sao Paulo');
    await expect(await canvas.findByRole('button', { name: 'Salvar' })).toBeEnabled();
  },
};

let sent: Record<string, unknown> | undefined;

/** Saving sends the checked data (CNPJ and CEP as digits, empty texts as null) and says so. */
export const Saves: Story = {
  beforeEach({ msw }) {
    msw.use(
      company.update(async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        sent = body;
        return buildCompanyData({ nome_fantasia: String(body.nome_fantasia), cnpj: String(body.cnpj), cep: String(body.cep) });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = await field(canvasElement, /^Nome fantasia/);
    await userEvent.clear(name);
    await userEvent.type(name, 'Aurora Doces');
    await userEvent.click(await canvas.findByRole('button', { name: 'Salvar' }));
    await expect(await findToast('Dados da empresa salvos.')).toBeVisible();
    await expect(sent).toMatchObject({ nome_fantasia: 'Aurora Doces', cnpj: '11222333000181', cep: '01310100', complemento: null });
    await expect(name).toHaveValue('Aurora Doces');
  },
};

/** The server's refusals land on their fields (CNPJ, e-mail, CEP, logo), and nothing typed is lost. */
export const ServerErrorsOnFields: Story = {
  beforeEach({ msw }) {
    msw.use(
      company.update.error(422, {
        message: 'Os dados informados são inválidos.',
        errors: {
          cnpj: ['CNPJ inválido: confira os números.'],
          email: ['Informe um e-mail comercial válido.'],
          cep: ['CEP inválido: use os 8 números.'],
          logo: ['O logotipo pode ter no máximo 1 MB.'],
        },
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = await field(canvasElement, /^E-mail comercial/);
    await userEvent.clear(email);
    await userEvent.type(email, 'vendas@lojaaurora.com.br');
    await userEvent.click(await canvas.findByRole('button', { name: 'Salvar' }));
    await expect(await canvas.findByText('CNPJ inválido: confira os números.')).toBeVisible();
    await expect(await canvas.findByText('Informe um e-mail comercial válido.')).toBeVisible();
    await expect(await canvas.findByText('CEP inválido: use os 8 números.')).toBeVisible();
    await expect(await canvas.findByText('O logotipo pode ter no máximo 1 MB.')).toBeVisible();
    await expect(await field(canvasElement, /^CNPJ/)).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveValue('vendas@lojaaurora.com.br');
  },
};

/** A CNPJ whose check digits are wrong is flagged as the person leaves the field, before anything is sent. */
export const CnpjCheckedHere: Story = {
  name: 'CNPJ Checked Here',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cnpj = await field(canvasElement, /^CNPJ/);
    await userEvent.clear(cnpj);
    await userEvent.type(cnpj, '11222333000182');
    await expect(cnpj).toHaveValue('11.222.333/0001-82');
    await userEvent.tab();
    await expect(await canvas.findByText('CNPJ inválido: confira os números.')).toBeVisible();
  },
};

/** A new CEP fills the street, district, city and state from the public lookup; they stay editable. */
export const CepFillsTheAddress: Story = {
  name: 'CEP Fills The Address',
  beforeEach({ msw }) {
    msw.use(viaCep({ cep: '30130-010', logradouro: 'Avenida Afonso Pena', bairro: 'Centro', localidade: 'Belo Horizonte', uf: 'MG' }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cep = await field(canvasElement, /^CEP/);
    await userEvent.clear(cep);
    await userEvent.type(cep, '30130010');
    await expect(await canvas.findByText('Endereço preenchido pelo CEP. Confira o número.')).toBeVisible();
    const street = await field(canvasElement, /^Logradouro/);
    await expect(street).toHaveValue('Avenida Afonso Pena');
    await expect(await field(canvasElement, /^Cidade/)).toHaveValue('Belo Horizonte');
    await expect(await field(canvasElement, /^Bairro/)).toHaveValue('Centro');
    await userEvent.type(street, ', bloco B');
    await expect(street).toHaveValue('Avenida Afonso Pena, bloco B');
  },
};

/** An unknown CEP leaves the address as it is, with a quiet note. */
export const CepNotFound: Story = {
  name: 'CEP Not Found',
  beforeEach({ msw }) {
    msw.use(viaCep({ erro: 'true' }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cep = await field(canvasElement, /^CEP/);
    await userEvent.clear(cep);
    await userEvent.type(cep, '99999999');
    await expect(await canvas.findByText('Não encontramos este CEP: preencha o endereço.')).toBeVisible();
    await expect(await field(canvasElement, /^Logradouro/)).toHaveValue('Avenida Paulista');
  },
};

/** Offline (or the lookup down): the fields stay editable and a quiet note says so. */
export const CepLookupFails: Story = {
  name: 'CEP Lookup Fails',
  beforeEach({ msw }) {
    msw.use(viaCep('offline'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cep = await field(canvasElement, /^CEP/);
    await userEvent.clear(cep);
    await userEvent.type(cep, '30130010');
    await expect(await canvas.findByText('Não foi possível consultar o CEP agora: preencha o endereço.')).toBeVisible();
    const street = await field(canvasElement, /^Logradouro/);
    await userEvent.clear(street);
    await userEvent.type(street, 'Rua da Bahia');
    await expect(street).toHaveValue('Rua da Bahia');
  },
};

/** The logo field's file input (hidden behind its button), once the form is in. */
const fileInput = (canvasElement: HTMLElement) =>
  waitFor(() => {
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
    expect(input).not.toBeNull();
    return input!;
  });

/** A logo that is not PNG, JPEG or WebP is refused on its field before anything is sent. */
export const LogoOfTheWrongType: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(await fileInput(canvasElement), new File(['GIF89a'], 'logo.gif', { type: 'image/gif' }));
    await expect(await canvas.findByText('Envie o logotipo em PNG, JPEG ou WebP.')).toBeVisible();
  },
};

/** A logo over 1 MB is refused on its field before anything is sent. */
export const LogoTooLarge: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const big = new File([new Uint8Array(1024 * 1024 + 1)], 'logo.png', { type: 'image/png' });
    await userEvent.upload(await fileInput(canvasElement), big);
    await expect(await canvas.findByText('O logotipo pode ter no máximo 1 MB.')).toBeVisible();
  },
};

/** The current logo shows, and can be removed (on saving). */
export const WithLogo: Story = {
  beforeEach({ msw }) {
    msw.use(company.get(buildCompanyData({ logo: LOGO })));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('img', { name: 'Logotipo atual da empresa' })).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: 'Remover logotipo' }));
    await expect(await canvas.findByText('O logotipo será removido ao salvar.')).toBeVisible();
  },
};

/** Someone who may see the company but not edit it finds the same fields, read-only, without a save button. */
export const ReadOnly: Story = {
  beforeEach({ msw }) {
    msw.use(...limitedUser(['configuracao', 'configuracao_empresa']));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/precisa de permissão de edição da empresa/)).toBeVisible();
    await expect(await field(canvasElement, /^CNPJ/)).toHaveAttribute('readonly');
    await expect(canvas.queryByRole('button', { name: 'Salvar' })).toBeNull();
  },
};

/** The screen in the dark theme. */
export const Dark: Story = darkStory('Dados da empresa', Loaded);

const states = screenStates(company.get, {
  others: () => companySessionHandlers(),
  loading: 'Carregando os dados da empresa…',
  error: { alert: ['Não foi possível carregar os dados da empresa.', 'Erro interno do servidor.'], retry: 'Tentar de novo' },
  forbidden: { handlers: () => limitedUser(['configuracao']) },
});

export const Loading: Story = states.Loading;
export const Error: Story = states.Error;
export const Forbidden: Story = states.Forbidden;
export const ForbiddenByServer: Story = states.ForbiddenByServer;
