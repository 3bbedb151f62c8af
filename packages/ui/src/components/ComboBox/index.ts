export { ComboBox, type ComboBoxProps, type LoadOptions } from './ComboBox';
