import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Alert } from './Alert';
import { Avatar } from './Avatar';
import { Badge } from './Badge';
import { Breadcrumbs } from './Breadcrumbs';
import { Button } from './Button';
import { Card } from './Card';
import { ChatBubble } from './ChatBubble';
import { Checkbox } from './Checkbox';
import { ComboBox } from './ComboBox';
import { DataTable } from './DataTable';
import { DatePicker } from './DatePicker';
import { DateRangePicker } from './DateRangePicker';
import { EmptyState } from './EmptyState';
import { Form } from './Form';
import { IconButton } from './IconButton';
import { Link } from './Link';
import { LoadingOverlay } from './LoadingOverlay';
import { MoneyField } from './MoneyField';
import { NumberField } from './NumberField';
import { PageHeader } from './PageHeader';
import { RadioGroup } from './RadioGroup';
import { SafeHtml } from './SafeHtml';
import { Select } from './Select';
import { Skeleton } from './Skeleton';
import { Spinner } from './Spinner';
import { StatCard } from './StatCard';
import { StatusChip } from './StatusChip';
import { Switch } from './Switch';
import { Tab, TabList, TabPanel, Tabs } from './Tabs';
import { TextArea } from './TextArea';
import { TextField } from './TextField';

/**
 * React 19 passes `ref` as a prop: each component's props accept one typed for its outermost element (this file
 * type-checks only if they do), and the ref reaches that element — the one that also carries `className`.
 * `Targets` names the element type each component's `ref` is typed for.
 */
interface Targets {
  button: HTMLButtonElement;
  iconButton: HTMLButtonElement;
  link: HTMLAnchorElement;
  textField: HTMLDivElement;
  textArea: HTMLDivElement;
  numberField: HTMLDivElement;
  moneyField: HTMLDivElement;
  select: HTMLDivElement;
  comboBox: HTMLDivElement;
  checkbox: HTMLDivElement;
  switch: HTMLDivElement;
  radioGroup: HTMLDivElement;
  datePicker: HTMLDivElement;
  dateRangePicker: HTMLDivElement;
  form: HTMLFormElement;
  tabs: HTMLDivElement;
  alert: HTMLDivElement;
  avatar: HTMLElement;
  badge: HTMLElement;
  statusChip: HTMLElement;
  card: HTMLElement;
  chatBubble: HTMLDivElement;
  emptyState: HTMLDivElement;
  spinner: HTMLDivElement;
  skeleton: HTMLElement;
  statCard: HTMLDivElement;
  pageHeader: HTMLDivElement;
  loadingOverlay: HTMLDivElement;
  safeHtml: HTMLDivElement;
  dataTable: HTMLDivElement;
  breadcrumbs: HTMLElement;
}
type Name = keyof Targets;
const NAMES = [
  'button',
  'iconButton',
  'link',
  'textField',
  'textArea',
  'numberField',
  'moneyField',
  'select',
  'comboBox',
  'checkbox',
  'switch',
  'radioGroup',
  'datePicker',
  'dateRangePicker',
  'form',
  'tabs',
  'alert',
  'avatar',
  'badge',
  'statusChip',
  'card',
  'chatBubble',
  'emptyState',
  'spinner',
  'skeleton',
  'statCard',
  'pageHeader',
  'loadingOverlay',
  'safeHtml',
  'dataTable',
  'breadcrumbs',
] satisfies Name[];
const reached: Partial<Record<Name, Element | null>> = {};
/** A callback ref typed for that element (a ref of another element type would not type-check), noting what it got. */
const refTo =
  <N extends Name>(name: N) =>
  (element: Targets[N] | null) => {
    reached[name] = element;
  };

/** The class each component is given: the element its ref must reach. */
const marked = (name: Name) => `ref-${name}`;

function EveryComponent() {
  return (
    <div style={{ display: 'grid', gap: 12, gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', alignItems: 'start' }}>
      <Button ref={refTo('button')} className={marked('button')}>
        Salvar
      </Button>
      <IconButton ref={refTo('iconButton')} className={marked('iconButton')} aria-label="Editar" icon={<span aria-hidden="true">✎</span>} />
      <Link ref={refTo('link')} className={marked('link')} href="#ajuda">
        Ajuda
      </Link>
      <TextField ref={refTo('textField')} className={marked('textField')} label="Nome" />
      <TextArea ref={refTo('textArea')} className={marked('textArea')} label="Observação" />
      <NumberField ref={refTo('numberField')} className={marked('numberField')} label="Parcelas" />
      <MoneyField ref={refTo('moneyField')} className={marked('moneyField')} label="Preço" />
      <Select ref={refTo('select')} className={marked('select')} label="Situação" options={[{ id: 'a', label: 'Aberto' }]} />
      <ComboBox ref={refTo('comboBox')} className={marked('comboBox')} label="Produto" options={[{ id: 'p', label: 'Curso' }]} />
      <Checkbox ref={refTo('checkbox')} className={marked('checkbox')}>
        Aceito
      </Checkbox>
      <Switch ref={refTo('switch')} className={marked('switch')}>
        Ativo
      </Switch>
      <RadioGroup ref={refTo('radioGroup')} className={marked('radioGroup')} label="Canal" options={[{ value: 'sms', label: 'SMS' }]} />
      <DatePicker ref={refTo('datePicker')} className={marked('datePicker')} label="Data" />
      <DateRangePicker ref={refTo('dateRangePicker')} className={marked('dateRangePicker')} label="Período" />
      <Form ref={refTo('form')} className={marked('form')} aria-label="Formulário" />
      <Tabs ref={refTo('tabs')} className={marked('tabs')}>
        <TabList aria-label="Abas">
          <Tab id="um">Um</Tab>
        </TabList>
        <TabPanel id="um">Conteúdo</TabPanel>
      </Tabs>
      <Alert ref={refTo('alert')} className={marked('alert')}>
        Aviso
      </Alert>
      <Avatar ref={refTo('avatar')} className={marked('avatar')} name="Ana Souza" />
      <Badge ref={refTo('badge')} className={marked('badge')}>
        Novo
      </Badge>
      <StatusChip ref={refTo('statusChip')} className={marked('statusChip')} status={1} />
      <Card ref={refTo('card')} className={marked('card')} title="Cartão">
        Conteúdo
      </Card>
      <ChatBubble ref={refTo('chatBubble')} className={marked('chatBubble')} textContent="Olá" />
      <EmptyState ref={refTo('emptyState')} className={marked('emptyState')} title="Nada aqui" />
      <Spinner ref={refTo('spinner')} className={marked('spinner')} />
      <Skeleton ref={refTo('skeleton')} className={marked('skeleton')} />
      <StatCard ref={refTo('statCard')} className={marked('statCard')} label="Tickets" value={12} />
      <PageHeader ref={refTo('pageHeader')} className={marked('pageHeader')} title="Página" />
      <LoadingOverlay ref={refTo('loadingOverlay')} className={marked('loadingOverlay')} isLoading={false}>
        Pronto
      </LoadingOverlay>
      <SafeHtml ref={refTo('safeHtml')} className={marked('safeHtml')} html="<p>Texto</p>" />
      <DataTable
        ref={refTo('dataTable')}
        className={marked('dataTable')}
        aria-label="Pedidos"
        columns={[{ id: 'name', header: 'Nome', isRowHeader: true }]}
        rows={[{ id: 1, name: 'Ana' }]}
        total={1}
        page={1}
        perPage={10}
        onChange={() => {}}
      />
      <Breadcrumbs
        ref={refTo('breadcrumbs')}
        className={marked('breadcrumbs')}
        items={[{ label: 'Início', href: '#' }, { label: 'Aqui' }]}
      />
    </div>
  );
}

const meta = {
  title: 'Kit/Foundations/Refs',
  component: EveryComponent,
} satisfies Meta<typeof EveryComponent>;
export default meta;
type Story = StoryObj<typeof meta>;

export const EveryRefReachesItsElement: Story = {
  play: async ({ canvasElement }) => {
    for (const name of NAMES) {
      await waitFor(() => expect(reached[name], `${name}'s ref`).toBeInstanceOf(Element));
      await expect(reached[name], `${name}'s ref is its outermost element`).toBe(canvasElement.querySelector(`.${marked(name)}`));
    }
  },
};
