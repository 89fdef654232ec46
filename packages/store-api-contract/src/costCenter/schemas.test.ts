import { describe, expect, it } from 'vitest';
import { operations } from '../operations';
import {
  assignExternalContactBodySchema,
  externalContactListQuerySchema,
  externalContactSearchMaxLength,
} from './schemas';

describe('cost centre contract (issue 13; account-area.md §3 Cost centre external contact, §6, §7)', () => {
  it.each([
    [{}, { page: 1, limit: 20 }],
    [
      { search: '  Gruber ', page: '2', limit: '10' },
      { search: 'Gruber', page: 2, limit: 10 },
    ],
    [{ search: '   ' }, { search: '', page: 1, limit: 20 }],
  ])('§7 list query %j reads as %j (search trimmed, paging by 20)', (query, parsed) => {
    expect(externalContactListQuerySchema.parse(query)).toEqual(parsed);
  });

  it.each([[{ page: '0' }], [{ limit: '101' }], [{ search: 'x'.repeat(externalContactSearchMaxLength + 1) }]])(
    '§7 list query %j is refused',
    (query) => {
      expect(externalContactListQuerySchema.safeParse(query).success).toBe(false);
    },
  );

  it('§7 assign takes a non-empty contact id (any string: a malformed id answers 404 like an unknown one)', () => {
    expect(assignExternalContactBodySchema.parse({ externalContactId: ' KST-4100 ' })).toEqual({
      externalContactId: 'KST-4100',
    });
    expect(assignExternalContactBodySchema.safeParse({ externalContactId: '' }).success).toBe(false);
    expect(assignExternalContactBodySchema.safeParse({}).success).toBe(false);
  });

  it.each([
    ['listExternalContacts get /ratchet/cost-center/external-contact', ['ROLE_ACCESS_COST_CENTER']],
    ['readCartExternalContact get /ratchet/cost-center/cart/external-contact', ['ROLE_ACCESS_COST_CENTER']],
    [
      'assignExternalContact post /ratchet/cost-center/external-contact-assign',
      ['ROLE_ACCESS_COST_CENTER', 'ROLE_MANAGE_COST_CENTER'],
    ],
    [
      'dismissExternalContact post /ratchet/cost-center/external-contact-dismiss',
      ['ROLE_ACCESS_COST_CENTER', 'ROLE_MANAGE_COST_CENTER'],
    ],
  ] as const)('§6 %s needs %j', (key, roles) => {
    const access = operations[key].access;
    expect(typeof access === 'string' ? [] : 'role' in access ? [access.role] : access.roles).toEqual(roles);
  });
});
