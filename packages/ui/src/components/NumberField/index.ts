export { NumberField, NUMBER_FIELD_PRECISION, type NumberFieldProps } from './NumberField';
