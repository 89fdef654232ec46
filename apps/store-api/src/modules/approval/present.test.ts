import { describe, expect, it } from 'vitest';
import { presentApproval } from './present';
import type { RequestRow } from './repo';

const row: RequestRow = {
  id: '0d0000aa-0000-4000-8000-000000000001',
  order_number: 'B1',
  customer_id: '0d0000aa-0000-4000-8000-000000000002',
  first_name: 'Anna',
  last_name: 'Berger',
  username: 'anna',
  flow_id: null,
  flow_name: null,
  order_reference: null,
  order_reference_id: null,
  total: 123.45,
  created_at: new Date('2026-11-27T09:30:00Z'),
  approval_status: 'pending',
  approval_reasons: [],
  decided_at: null,
  decided_by: null,
  decided_first_name: null,
  decided_last_name: null,
  decided_username: null,
  decision_comment: null,
  approval_blocked_reason: null,
};

// The list reads the reasons as array text (repo.ts), the drivers may also give an array: both read the same.
describe('why a request needs an approver (account-area.md §4: a user without the right to order, or §3 approveFrom)', () => {
  it.each([
    [[], '{}', []],
    [['approveFrom'], '{approveFrom}', ['approveFrom']],
    [['missingPermission'], '{missingPermission}', ['missingPermission']],
    [['missingPermission', 'approveFrom'], '{missingPermission,approveFrom}', ['missingPermission', 'approveFrom']],
    [['approveFrom', 'someLaterCode'], '{approveFrom,someLaterCode}', ['approveFrom']],
  ])('%j and %s both present as %j', (array, text, expected) => {
    expect(presentApproval({ ...row, approval_reasons: array }, null).reasons).toEqual(expected);
    expect(presentApproval({ ...row, approval_reasons: text }, null).reasons).toEqual(expected);
  });
});
