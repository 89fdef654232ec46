import { describe, expect, it } from 'vitest';
import { newUserDefaultRoles, roleGroupOf, roleGroups, selfKeptRole } from './roleGroups';
import { roleCodes } from './roles';

describe('rights editor groups (account-area.md §6 rights catalogue)', () => {
  it('account-area.md §6: every one of the 24 codes is in exactly one group', () => {
    const grouped = Object.values(roleGroups).flat();
    expect(grouped).toHaveLength(24);
    expect([...grouped].sort()).toEqual([...roleCodes].sort());
  });

  it.each(roleCodes.map((code) => [code] as const))('account-area.md §6: %s names its group', (code) => {
    expect((roleGroups[roleGroupOf(code)] as readonly string[]).includes(code)).toBe(true);
  });

  it('account-area.md §6 ROLE_MANAGE_CONTACTS is the right a user keeps for themselves (issue 11)', () => {
    expect(selfKeptRole).toBe('ROLE_MANAGE_CONTACTS');
  });

  it('account-area.md §6: a new user starts without ordering, approving or managing others', () => {
    for (const code of ['ROLE_PLACE_ORDERS', 'ROLE_APPROVE_ORDER_FLOWS', 'ROLE_MANAGE_CONTACTS'] as const) {
      expect(newUserDefaultRoles).not.toContain(code);
    }
    expect(newUserDefaultRoles).toContain('ROLE_VIEW_PRICES');
  });
});
