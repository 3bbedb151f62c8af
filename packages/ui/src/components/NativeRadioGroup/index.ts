export { NativeRadioGroup, type NativeRadioGroupProps, type NativeRadioOption } from './NativeRadioGroup';
