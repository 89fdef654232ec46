export { Form, FormError, FormField } from './Form';
export type {
  ContractForm,
  ContractSchema,
  FormErrorProps,
  FormFieldControlProps,
  FormFieldProps,
  FormIssue,
  FormIssueText,
  FormProps,
  SchemaInput,
  SchemaOutput,
} from './Form';
