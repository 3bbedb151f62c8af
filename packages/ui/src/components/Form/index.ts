export { Form, joinServerErrors, type FormProps, type ServerErrors } from './Form';
export { FormActions } from './Form.styles';
