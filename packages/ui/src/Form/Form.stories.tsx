import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { loginCustomer, passwordMinLength, recoveryPassword } from '@ratchet/store-api-contract';
import { Button } from '../Button';
import { fieldControlVariants } from '../Field';
import { Form, FormError, FormField, type FormIssue } from './Form';

// The operations declare their bodies optionally (GET operations have none); these two always have one.
const loginBody = loginCustomer.body ?? missingBody();
const recoveryBody = recoveryPassword.body ?? missingBody();
function missingBody(): never {
  throw new Error('the contract operation lost its body schema');
}

/** What a host's translator does: contract issue → text (the shop uses its catalogue keys here). */
function issueText(issue: FormIssue): string {
  if (issue.code === 'server') return 'Invalid username or password';
  if (issue.code === 'too_small' && issue.field === 'newPassword')
    return `Minimum length (${passwordMinLength} characters)`;
  if (issue.code === 'too_small') return 'This is a required field';
  if (issue.code === 'custom') return 'The passwords do not match';
  return 'Please check this field';
}

type LoginStoryArgs = { onSubmit: (values: unknown) => void; serverRefuses: boolean };

/** Login form validated by the contract's `loginCustomer` body schema. */
function LoginForm({ onSubmit, serverRefuses }: LoginStoryArgs) {
  return (
    <Form
      schema={loginBody}
      defaultValues={{ username: '', password: '' }}
      issueText={issueText}
      onSubmit={(values, form) => {
        onSubmit(values);
        if (serverRefuses)
          form.setError('root', { type: 'server', message: 'CHECKOUT__CUSTOMER_AUTH_BAD_CREDENTIALS' });
      }}
    >
      <FormField name="username" label="Username" required>
        <input autoComplete="username" className={fieldControlVariants()} />
      </FormField>
      <FormField name="password" label="Password" required>
        <input type="password" autoComplete="current-password" className={fieldControlVariants()} />
      </FormField>
      <FormError />
      <Button type="submit">Log in</Button>
    </Form>
  );
}

const meta = {
  title: 'Components/Form',
  component: LoginForm,
  args: { onSubmit: fn(), serverRefuses: false },
  parameters: { storyRoot: { width: 360 } },
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty login form before any interaction. */
export const Empty: Story = {};

/** Submitting it empty: the contract's "required" problems show at both fields; the first gets focus. */
export const RequiredErrors: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    const username = canvas.getByRole('textbox', { name: 'Username' });
    await expect(username).toHaveAttribute('aria-invalid', 'true');
    await expect(username).toHaveAccessibleDescription('This is a required field');
    await expect(username).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Valid values are parsed by the schema (the username trimmed) and submitted. */
export const Submitted: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Username' }), ' buyer@example.com ');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'ratchet-demo');
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ username: 'buyer@example.com', password: 'ratchet-demo' });
  },
};

/** The server refused the login: the host sets a root problem, announced as an alert. */
export const ServerRefused: Story = {
  args: { serverRefuses: true },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Username' }), 'buyer@example.com');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'wrong-password');
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Invalid username or password');
  },
};

/** Set a new password with the contract's recovery schema: minimum length and the confirmation rule. */
export const PasswordRules: Story = {
  render: (args) => (
    <Form
      schema={recoveryBody}
      defaultValues={{ hash: 'f'.repeat(32), newPassword: '', newPasswordConfirm: '' }}
      issueText={issueText}
      onSubmit={args.onSubmit}
    >
      <FormField name="newPassword" label="New password" required>
        <input type="password" autoComplete="new-password" className={fieldControlVariants()} />
      </FormField>
      <FormField name="newPasswordConfirm" label="Repeat new password" required>
        <input type="password" autoComplete="new-password" className={fieldControlVariants()} />
      </FormField>
      <Button type="submit">Save password</Button>
    </Form>
  ),
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText(/^New password/), 'short');
    await userEvent.type(canvas.getByLabelText(/^Repeat new password/), 'shorter');
    await userEvent.click(canvas.getByRole('button', { name: 'Save password' }));
    await expect(canvas.getByLabelText(/^New password/)).toHaveAccessibleDescription(
      `Minimum length (${passwordMinLength} characters)`,
    );
    await expect(canvas.getByLabelText(/^Repeat new password/)).toHaveAccessibleDescription(
      'The passwords do not match',
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
