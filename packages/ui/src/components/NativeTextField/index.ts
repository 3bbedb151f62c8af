export { NativeTextField, type NativeTextFieldProps } from './NativeTextField';
