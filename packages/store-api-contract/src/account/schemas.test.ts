import { describe, expect, it } from 'vitest';
import { loginBodySchema, recoveryPasswordBodySchema, sendRecoveryMailBodySchema } from './schemas';

describe('account request schemas', () => {
  it('requires username and password for login (storefront.md §5)', () => {
    expect(loginBodySchema.safeParse({ username: 'lead.buyer', password: 'x' }).success).toBe(true);
    const missing = loginBodySchema.safeParse({ username: '  ', password: '' });
    expect(missing.success).toBe(false);
    expect(missing.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['username', 'password']);
  });

  it('requires a username and an http(s) storefront URL for the recovery mail (storefront.md §7)', () => {
    expect(
      sendRecoveryMailBodySchema.safeParse({ username: 'buyer', storefrontUrl: 'https://shop.example/at' }).success,
    ).toBe(true);
    expect(
      sendRecoveryMailBodySchema.safeParse({ username: 'buyer', storefrontUrl: 'javascript:alert(1)' }).success,
    ).toBe(false);
  });

  it('rejects a password confirmation mismatch on the confirmation field (account-area.md §5)', () => {
    const result = recoveryPasswordBodySchema.safeParse({
      hash: 'a'.repeat(43),
      newPassword: 'new-secret-1',
      newPasswordConfirm: 'new-secret-2',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['newPasswordConfirm']);
  });
});
