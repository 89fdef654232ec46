import {
  createContext,
  useContext,
  type ComponentProps,
  type FocusEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import {
  FormProvider,
  useController,
  useForm,
  useFormContext,
  useFormState,
  type ControllerRenderProps,
  type DefaultValues,
  type FieldPath,
  type FieldValues,
  type Mode,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Slot } from 'radix-ui';
import { cn } from '../lib/cn';
import { Field, type FieldControlProps, type FieldProps } from '../Field';

/**
 * A zod 4 schema, described by the two types every zod 4 schema carries. Structural on purpose: the ui
 * package takes the contract's schemas without a zod dependency of its own (the resolver does the parsing).
 */
export interface ContractSchema<Input extends FieldValues = FieldValues, Output = unknown> {
  /** zod 4's internals; only the input and output types are read. */
  readonly _zod: { readonly input: Input; readonly output: Output };
}

/** The form values a schema accepts (what the fields hold). */
export type SchemaInput<Schema extends ContractSchema> = Schema['_zod']['input'];
/** The parsed values a schema produces (what `onSubmit` receives). */
export type SchemaOutput<Schema extends ContractSchema> = Schema['_zod']['output'];

/** The react-hook-form instance of a contract form. */
export type ContractForm<Schema extends ContractSchema> = UseFormReturn<
  SchemaInput<Schema>,
  unknown,
  SchemaOutput<Schema>
>;

/**
 * One problem with a field, for the host to turn into text. `code` is the zod issue code (`too_small`,
 * `invalid_format`, `custom`…) or whatever type the host gave `setError` (e.g. `server`); `message` is the
 * contract's developer message or the host's own key. The ui package holds no business texts.
 */
export type FormIssue = {
  /** Dotted field path (`newPasswordConfirm`, `address.zip`), or `root` for a form-wide problem. */
  field: string;
  /** zod issue code or the type passed to `setError`. */
  code: string;
  /** The schema's message (or the one passed to `setError`). */
  message: string | undefined;
};

/** Turns an issue into the text shown at the field (usually the host's translator). */
export type FormIssueText = (issue: FormIssue) => ReactNode;

const IssueTextContext = createContext<FormIssueText | null>(null);

function useIssueText(): FormIssueText {
  const issueText = useContext(IssueTextContext);
  if (!issueText) throw new Error('FormField and FormError must be placed inside a Form');
  return issueText;
}

export type FormProps<Schema extends ContractSchema> = Omit<
  ComponentProps<'form'>,
  'onSubmit' | 'children' | 'noValidate' | 'defaultValue'
> & {
  /** The contract's zod schema of the values (e.g. an operation's `body`); every submit is parsed with it. */
  schema: Schema;
  /** Start values of every field (empty strings for text fields, so each input is controlled from the start). */
  defaultValues: DefaultValues<SchemaInput<Schema>>;
  /** Called with the parsed values when the schema accepts them; the form helps report server problems (`setError`). */
  onSubmit: (values: SchemaOutput<Schema>, form: ContractForm<Schema>) => void | Promise<void>;
  /** Maps a field problem to its translated text; the ui package never shows the schema's own message. */
  issueText: FormIssueText;
  /** When fields validate: after first leaving a field (`onTouched`, default), on submit, on change or on blur. */
  mode?: Mode;
  /** The fields and buttons, or a function of the form (e.g. to disable the submit button while submitting). */
  children: ReactNode | ((form: ContractForm<Schema>) => ReactNode);
};

/**
 * A form validated by a contract schema through react-hook-form and the zod resolver. Field problems show at
 * their `FormField`s in the host's words; on a failed submit the first invalid field gets focus.
 *
 * @example
 * // The host maps issues to its namespace's texts; the server's refusal becomes a form-wide problem.
 * <Form
 *   schema={loginCustomer.body}
 *   defaultValues={{ username: '', password: '' }}
 *   issueText={(issue) => t(`auth.errors.${issue.field}.${issue.code}`)}
 *   onSubmit={async (values, form) => {
 *     const answer = await login(values);
 *     if (!answer.ok) form.setError('root', { type: answer.errorCode });
 *   }}
 * >
 *   <FormField name="username" label={t('auth.username')} required><input className={fieldControlVariants()} /></FormField>
 *   <FormError />
 * </Form>
 */
export function Form<Schema extends ContractSchema>({
  schema,
  defaultValues,
  onSubmit,
  issueText,
  mode = 'onTouched',
  children,
  className,
  ...props
}: FormProps<Schema>) {
  // The resolver's own overloads accept every zod 4 schema; our structural type only narrows what it returns.
  const resolver = zodResolver(schema as never) as unknown as Resolver<
    SchemaInput<Schema>,
    unknown,
    SchemaOutput<Schema>
  >;
  const form: ContractForm<Schema> = useForm<SchemaInput<Schema>, unknown, SchemaOutput<Schema>>({
    resolver,
    defaultValues,
    mode,
  });
  return (
    <FormProvider {...form}>
      <IssueTextContext.Provider value={issueText}>
        <form
          data-slot="form"
          data-state={form.formState.isSubmitting ? 'submitting' : 'idle'}
          // The schema validates; the browser's own bubbles would speak another language than the shop.
          noValidate
          className={cn('flex flex-col gap-4', className)}
          onSubmit={form.handleSubmit((values) => onSubmit(values, form))}
          {...props}
        >
          {typeof children === 'function' ? children(form) : children}
        </form>
      </IssueTextContext.Provider>
    </FormProvider>
  );
}

/** What a FormField hands a function child: the Field's aria props plus react-hook-form's field binding. */
export type FormFieldControlProps<Values extends FieldValues = FieldValues> = FieldControlProps &
  ControllerRenderProps<Values, FieldPath<Values>>;

export type FormFieldProps<Values extends FieldValues = FieldValues> = Omit<FieldProps, 'error' | 'children'> & {
  /**
   * Dotted path of the value in the schema (`username`, `address.zip`); typed against the schema when the
   * host names it: `<FormField<SchemaInput<typeof schema>> name="username">`.
   */
  name: FieldPath<Values>;
  /**
   * The control: a native input, textarea or select element (it gets value, onChange, onBlur, ref and the aria
   * props through a Slot), or a function for controls with another value API (checked, onCheckedChange…).
   */
  children: ReactElement | ((control: FormFieldControlProps<Values>) => ReactNode);
};

/** A Field bound to one value of the surrounding Form: shows that value's problem in the host's words. */
export function FormField<Values extends FieldValues = FieldValues>({
  name,
  children,
  ...fieldProps
}: FormFieldProps<Values>) {
  const issueText = useIssueText();
  const { control } = useFormContext<Values>();
  const { field, fieldState } = useController({ name, control });
  const issue = fieldState.error;
  const error = issue ? issueText({ field: name, code: issue.type, message: issue.message }) : undefined;
  // Leaving a field for its form's submit button does not validate it: the message it would add moves the button
  // between the press and the release, and the click that should submit gets lost. The submit validates anyway.
  const onBlur = (event?: FocusEvent<Element>) => {
    const next = event?.relatedTarget;
    const leftFor = next instanceof HTMLButtonElement && next.type === 'submit' ? next.form : null;
    if (event && leftFor?.contains(event.target)) return;
    field.onBlur();
  };
  const bound = { ...field, onBlur };
  return (
    <Field {...fieldProps} error={error}>
      {(controlProps) =>
        typeof children === 'function' ? (
          children({ ...controlProps, ...bound })
        ) : (
          <Slot.Root {...controlProps} {...bound}>
            {children}
          </Slot.Root>
        )
      }
    </Field>
  );
}

function isProblem(value: unknown): value is { type?: string | number; message?: string } {
  return typeof value === 'object' && value !== null && ('type' in value || 'message' in value);
}

export type FormErrorProps = Omit<ComponentProps<'p'>, 'children'>;

/**
 * The form-wide problem (set by the host with `form.setError('root', …)`, e.g. the server refused the
 * login), announced as an alert; renders nothing without one.
 */
export function FormError({ className, ...props }: FormErrorProps) {
  const issueText = useIssueText();
  const { control } = useFormContext();
  const { errors } = useFormState({ control });
  // `setError('root', …)` sets the root itself; `setError('root.server', …)` one named child of it.
  const root = errors.root;
  const problem =
    root?.message !== undefined || root?.type !== undefined
      ? root
      : root
        ? Object.values(root).find(isProblem)
        : undefined;
  if (!problem) return null;
  return (
    <p role="alert" data-slot="form-error" className={cn('text-sm text-danger', className)} {...props}>
      {issueText({ field: 'root', code: String(problem.type ?? 'root'), message: problem.message })}
    </p>
  );
}
