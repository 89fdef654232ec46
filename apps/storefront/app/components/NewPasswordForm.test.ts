import { describe, expect, it } from 'vitest';
import { isUsableRecoveryHash, newPasswordFieldErrors } from './NewPasswordForm';

describe('new-password form checks (account-area.md §5 validation rules)', () => {
  it.each([
    {
      rule: 'both fields are required',
      password: '',
      confirm: '',
      expected: { newPassword: 'required', newPasswordConfirm: 'required' },
    },
    {
      rule: 'the confirmation is required',
      password: 'Werkstatt-1',
      confirm: '',
      expected: { newPasswordConfirm: 'required' },
    },
    {
      rule: 'minimum length 8 characters',
      password: 'kurz123',
      confirm: 'kurz123',
      expected: { newPassword: 'minLength' },
    },
    { rule: 'exactly 8 characters are enough', password: 'acht8888', confirm: 'acht8888', expected: {} },
    {
      rule: 'too short and not confirmed: both rules named',
      password: 'kurz123',
      confirm: 'kurz124',
      expected: { newPassword: 'minLength', newPasswordConfirm: 'mismatch' },
    },
    {
      rule: 'password confirmation mismatch',
      password: 'Werkstatt-1',
      confirm: 'Werkstatt-2',
      expected: { newPasswordConfirm: 'mismatch' },
    },
    {
      rule: 'mismatch only differs in case',
      password: 'Werkstatt-1',
      confirm: 'werkstatt-1',
      expected: { newPasswordConfirm: 'mismatch' },
    },
    { rule: 'matching passwords pass', password: 'Werkstatt-1', confirm: 'Werkstatt-1', expected: {} },
  ])('$rule', ({ password, confirm, expected }) => {
    expect(newPasswordFieldErrors(password, confirm)).toEqual(expected);
  });
});

describe("the recovery link's hash (account-area.md §2 /auth/password-recovery, the contract's hash rule)", () => {
  it.each([
    [null, false],
    ['', false],
    ['a'.repeat(15), false],
    ['a'.repeat(16), true],
    ['a'.repeat(201), false],
  ])('%s is usable: %s', (hash, usable) => {
    expect(isUsableRecoveryHash(hash)).toBe(usable);
  });
});
