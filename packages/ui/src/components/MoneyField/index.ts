export { MoneyField, type MoneyFieldProps } from './MoneyField';
export { formatMoneyInput, parseMoneyInput } from './money';
