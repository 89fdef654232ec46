import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { loginCustomer, passwordMinLength, recoveryPassword } from '@ratchet/store-api-contract';
import { Form, FormError, FormField, type FormIssue, type SchemaInput } from './Form';

// The operations declare their bodies optionally (GET operations have none); these two always have one.
const loginBody = loginCustomer.body ?? missingBody();
const recoveryBody = recoveryPassword.body ?? missingBody();
function missingBody(): never {
  throw new Error('the contract operation lost its body schema');
}

/** The host's mapping of contract issues to texts (here English; a host uses its translator). */
function issueText(issue: FormIssue): string {
  if (issue.code === 'server') return 'Invalid username or password';
  if (issue.code === 'too_small' && issue.field === 'newPassword') return `At least ${passwordMinLength} characters`;
  if (issue.code === 'too_small') return 'This is a required field';
  if (issue.code === 'custom') return 'The passwords do not match';
  return `unexpected ${issue.code}`;
}

function LoginForm({ onSubmit }: { onSubmit: (values: { username: string; password: string }) => void }) {
  return (
    <Form schema={loginBody} defaultValues={{ username: '', password: '' }} onSubmit={onSubmit} issueText={issueText}>
      {/* Typed names: a name the schema does not have would not compile. */}
      <FormField<SchemaInput<typeof loginBody>> name="username" label="Username" required>
        <input />
      </FormField>
      <FormField<SchemaInput<typeof loginBody>> name="password" label="Password" required>
        <input type="password" />
      </FormField>
      <button type="submit">Log in</button>
    </Form>
  );
}

// Compile-time check (typecheck fails if it stops failing): a name the contract schema lacks is refused.
export const _unknownFieldName = () => (
  // @ts-expect-error the login body has no field "email"
  <FormField<SchemaInput<typeof loginBody>> name="email" label="E-mail">
    <input />
  </FormField>
);

describe('Form', () => {
  it('shows the contract schema’s problems at the fields in the host’s words and focuses the first (account-area.md §5 login: username and password required)', async () => {
    const onSubmit = vi.fn();
    render(<LoginForm onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    const username = screen.getByRole('textbox', { name: 'Username' });
    const password = screen.getByLabelText(/^Password/);
    expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(username).toHaveAccessibleDescription('This is a required field');
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(username).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits the values the schema parsed (the contract trims the username)', async () => {
    const onSubmit = vi.fn();
    render(<LoginForm onSubmit={onSubmit} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Username' }), '  buyer@example.com ');
    await userEvent.type(screen.getByLabelText(/^Password/), 'ratchet-demo');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ username: 'buyer@example.com', password: 'ratchet-demo' });
  });

  it('clears a field’s error once the value is valid (validated after the field was touched)', async () => {
    render(<LoginForm onSubmit={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    const username = screen.getByRole('textbox', { name: 'Username' });
    await userEvent.type(username, 'buyer');
    expect(username).not.toHaveAttribute('aria-invalid');
    expect(username).not.toHaveAccessibleDescription();
  });

  it('leaving a field for the submit button does not move the button under the press: the click submits and validates (account-area.md §5)', async () => {
    const onSubmit = vi.fn();
    render(<LoginForm onSubmit={onSubmit} />);
    const username = screen.getByRole('textbox', { name: 'Username' });
    const submit = screen.getByRole('button', { name: 'Log in' });
    const user = userEvent.setup();
    await user.click(username);
    // Pressed, not yet released: the focus is on the button, and no message has been added above it.
    await user.pointer({ keys: '[MouseLeft>]', target: submit });
    expect(submit).toHaveFocus();
    expect(username).not.toHaveAttribute('aria-invalid');
    await user.pointer({ keys: '[/MouseLeft]', target: submit });
    await waitFor(() => expect(username).toHaveAttribute('aria-invalid', 'true'));
    expect(username).toHaveAccessibleDescription('This is a required field');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('leaving a field for another field still validates it (onTouched)', async () => {
    render(<LoginForm onSubmit={vi.fn()} />);
    const username = screen.getByRole('textbox', { name: 'Username' });
    await userEvent.click(username);
    await userEvent.click(screen.getByLabelText(/^Password/));
    expect(username).toHaveAttribute('aria-invalid', 'true');
  });

  it('account-area.md §5 password confirmation mismatch and minimum length come from the recovery schema', async () => {
    const onSubmit = vi.fn();
    render(
      <Form
        schema={recoveryBody}
        defaultValues={{ hash: 'a'.repeat(32), newPassword: '', newPasswordConfirm: '' }}
        onSubmit={onSubmit}
        issueText={issueText}
      >
        <FormField name="newPassword" label="New password">
          <input type="password" />
        </FormField>
        <FormField name="newPasswordConfirm" label="Repeat password">
          <input type="password" />
        </FormField>
        <button type="submit">Save</button>
      </Form>,
    );
    await userEvent.type(screen.getByLabelText('New password'), 'short');
    await userEvent.type(screen.getByLabelText('Repeat password'), 'other');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
      `At least ${passwordMinLength} characters`,
    );
    expect(screen.getByLabelText('Repeat password')).toHaveAccessibleDescription('The passwords do not match');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('a server refusal set on the form root is announced as an alert (storefront.md §5 login failure)', async () => {
    render(
      <Form
        schema={loginBody}
        defaultValues={{ username: 'buyer', password: 'wrong' }}
        onSubmit={(_values, form) =>
          form.setError('root', { type: 'server', message: 'CHECKOUT__CUSTOMER_AUTH_BAD_CREDENTIALS' })
        }
        issueText={issueText}
      >
        <FormField name="username" label="Username">
          <input />
        </FormField>
        <FormError />
        <button type="submit">Log in</button>
      </Form>,
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid username or password');
  });

  it('a function child binds controls with another value API (className reaches the form root)', async () => {
    const onSubmit = vi.fn();
    const { container } = render(
      <Form
        schema={loginBody}
        defaultValues={{ username: '', password: 'x' }}
        onSubmit={onSubmit}
        issueText={issueText}
        className="extra"
      >
        <FormField name="username" label="Username">
          {({ value, onChange, onBlur, ref, name, ...aria }) => (
            <input
              ref={ref}
              name={name}
              value={value as string}
              onChange={(event) => onChange(event.target.value)}
              onBlur={onBlur}
              {...aria}
            />
          )}
        </FormField>
        <button type="submit">Log in</button>
      </Form>,
    );
    expect(container.querySelector('form')).toHaveClass('extra');
    await userEvent.type(screen.getByRole('textbox', { name: 'Username' }), 'buyer');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ username: 'buyer', password: 'x' });
  });
});
