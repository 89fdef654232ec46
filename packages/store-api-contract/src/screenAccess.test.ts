import { describe, expect, it } from 'vitest';
import { companyOperationScreens, companyOperations } from './company';
import { requiredRoles } from './operation';
import { profileOperationScreens, profileOperations } from './profile';
import { accountRoutes, type AccountRouteName } from './rules/accountRoutes';
import { screenAccess } from './screenAccess';

const operations = { ...companyOperations, ...profileOperations };
const screens: Record<string, AccountRouteName> = { ...companyOperationScreens, ...profileOperationScreens };

describe('one route → role table for guards and server (issue 11; account-area.md §2, §6)', () => {
  it('every company and profile operation names its account screen', () => {
    expect(Object.keys(operations).sort()).toEqual(Object.keys(screens).sort());
  });

  it.each(Object.entries(operations))(
    '%s requires at least its screen’s roles from rules/accountRoutes.ts',
    (key, operation) => {
      const screen = screens[key] as AccountRouteName;
      expect(requiredRoles(operation.access)).toEqual(expect.arrayContaining([...accountRoutes[screen].roles]));
      expect(operation.access).not.toBe('anonymous');
    },
  );

  it.each<[string, AccountRouteName, unknown]>([
    ['a screen without roles needs a login only', 'dashboard', 'customer'],
    ['a screen with one role declares it', 'addresses', { role: 'ROLE_MANAGE_ADDRESSES' }],
    ['the users screen: ROLE_MANAGE_CONTACTS', 'users', { role: 'ROLE_MANAGE_CONTACTS' }],
  ])('%s', (_title, screen, expected) => {
    expect(screenAccess(screen)).toEqual(expected);
  });

  it('extra roles are added once', () => {
    expect(screenAccess('profile', 'ROLE_MANAGE_OWN_CONTACT_INFO', 'ROLE_MANAGE_OWN_ACCOUNT')).toEqual({
      roles: ['ROLE_MANAGE_OWN_ACCOUNT', 'ROLE_MANAGE_OWN_CONTACT_INFO'],
    });
  });
});
