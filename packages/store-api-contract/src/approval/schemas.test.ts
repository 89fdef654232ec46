import { describe, expect, it } from 'vitest';
import { approvalActionsBodySchema, orderFlowBodySchema, orderReferenceBodySchema } from './schemas';

const flow = {
  name: 'Einkauf Werkstatt',
  budget: 500,
  period: 'monthly',
  approverIds: ['a'],
  customerIds: ['u'],
} as const;

describe('flow body (account-area.md §3 Flow, §5 custom period and flow assignment)', () => {
  it('defaults: renewable, not transferable, active', () => {
    expect(orderFlowBodySchema.parse(flow)).toMatchObject({ renewable: true, transferable: false, active: true });
  });

  it.each([
    [{ period: 'custom', startDate: '2026-01-01', endDate: '2026-01-01' }, ['endDate']],
    [{ period: 'custom', startDate: '2026-01-01' }, ['endDate']],
    [{ approverIds: [] }, ['approverIds']],
    [{ customerIds: [] }, ['customerIds']],
    [{ budget: 10.005 }, ['budget']],
    [{ budget: -1 }, ['budget']],
  ])('refuses %o at %o', (change, path) => {
    const result = orderFlowBodySchema.safeParse({ ...flow, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(path);
  });

  it('accepts a custom period whose end is after its start', () => {
    expect(
      orderFlowBodySchema.safeParse({ ...flow, period: 'custom', startDate: '2026-01-01', endDate: '2026-01-02' })
        .success,
    ).toBe(true);
  });
});

describe('order reference body (account-area.md §5, §9: at most 30 characters; daily period)', () => {
  it.each([
    ['x'.repeat(30), true],
    ['x'.repeat(31), false],
    ['   ', false],
  ])('name of length %#: valid %s', (name, valid) => {
    expect(orderReferenceBodySchema.safeParse({ name, period: 'daily', budget: 100 }).success).toBe(valid);
  });
});

describe('approval actions (account-area.md §4: declining asks for a comment)', () => {
  it('a decline without comment is refused at /comment, an approve needs none', () => {
    const declined = approvalActionsBodySchema.safeParse({ action: 'decline', ids: ['x'] });
    expect(declined.error?.issues[0]?.path).toEqual(['comment']);
    expect(approvalActionsBodySchema.safeParse({ action: 'approve', ids: ['x'] }).success).toBe(true);
  });
});
