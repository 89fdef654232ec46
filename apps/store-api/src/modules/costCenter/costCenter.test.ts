import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cartExternalContactResponseSchema,
  errorCodes,
  externalContactListResponseSchema,
  orderHistoryDetailSchema,
  type CartExternalContactResponse,
  type ExternalContactListResponse,
} from '@ratchet/store-api-contract';
import { demoExternalContacts } from '../../seed/costCenterDemo';
import { prepareProduct, type TestProduct } from '../../testing/testProducts';
import { startTestServer, testDatabases, type TestServer } from '../../testing/testServer';

type ErrorBody = { errors: Array<{ code: string; meta?: { parameters?: { roles?: string[] } } }> };

describe.each(testDatabases)(
  'cost centre external contacts (issue 13; account-area.md §3, §6, §7) on %s',
  (database) => {
    let server: TestServer;
    let leadBuyer: string;
    let buyer: string;
    let viewer: string;
    let nordLead: string;
    let bolt: TestProduct;

    beforeAll(async () => {
      server = await startTestServer({ database, seed: { products: 20, demo: true } });
      bolt = await prepareProduct(server.db, 3, { netPrice: 100, stock: 50 });
      [leadBuyer, buyer, viewer, nordLead] = await Promise.all([
        server.contextFor('lead.buyer'),
        server.contextFor('buyer'),
        server.contextFor('viewer'),
        server.contextFor('nord.lead.buyer'),
      ]);
    });
    afterAll(() => server?.close());

    const list = (query = '', token = leadBuyer) =>
      server.get<ExternalContactListResponse>(`/ratchet/cost-center/external-contact${query}`, { token });
    const cartContact = (token = leadBuyer) =>
      server.get<CartExternalContactResponse>('/ratchet/cost-center/cart/external-contact', { token });
    const assign = (externalContactId: string, token = leadBuyer) =>
      server.post<CartExternalContactResponse>(
        '/ratchet/cost-center/external-contact-assign',
        { externalContactId },
        { token },
      );
    const dismiss = (token = leadBuyer) =>
      server.post<CartExternalContactResponse>('/ratchet/cost-center/external-contact-dismiss', undefined, { token });

    it('§3 the company’s contacts by name with identifier, name, e-mail and linked flag, paged by 20', async () => {
      const first = await list();
      expect(first.status).toBe(200);
      const answer = externalContactListResponseSchema.parse(first.json);
      expect(answer.pager).toEqual({ page: 1, limit: 20, total: 24, pageCount: 2 });
      expect(answer.contacts).toHaveLength(20);
      const names = answer.contacts.map((contact) => contact.name);
      expect([...names].sort((a, b) => a.localeCompare(b, 'de'))).toEqual(names);
      expect(answer.contacts.every((contact) => contact.linked === false)).toBe(true);
      const gruber = answer.contacts.find((contact) => contact.id === demoExternalContacts.huber.id);
      expect(gruber).toMatchObject({
        identifier: 'KST-4100',
        name: 'Sabine Gruber',
        email: 'sabine.gruber@huber-maschinenbau.at',
      });
      const second = await list('?page=2');
      expect(second.json.contacts).toHaveLength(4);
      // Another company's contacts never show.
      const nord = await list('', nordLead);
      expect(nord.json.pager.total).toBe(6);
      expect(nord.json.contacts.map((contact) => contact.identifier)).toContain('KP-210');
    });

    it('§7 search matches identifier, name or e-mail, case-insensitive; % and _ are plain characters', async () => {
      expect((await list('?search=kst-42')).json.contacts.map((contact) => contact.identifier)).toEqual(['KST-4200']);
      expect((await list('?search=GRUBER')).json.contacts.map((contact) => contact.name)).toEqual(['Sabine Gruber']);
      expect((await list('?search=markus.leitner@')).json.contacts.map((contact) => contact.name)).toEqual([
        'Markus Leitner',
      ]);
      expect((await list('?search=%25')).json.pager.total).toBe(0);
      expect((await list('?search=_')).json.pager.total).toBe(0);
      expect((await list('?search=%20%20')).json.pager.total).toBe(24);
    });

    it('§7 assign links the contact to the own cart (one at a time), dismiss unlinks; the list flags it', async () => {
      expect((await cartContact()).json.externalContact).toBeNull();
      const assigned = await assign(demoExternalContacts.huber.id);
      expect(assigned.status).toBe(200);
      expect(cartExternalContactResponseSchema.parse(assigned.json).externalContact).toMatchObject({
        id: demoExternalContacts.huber.id,
        identifier: 'KST-4100',
        linked: true,
      });
      expect((await cartContact()).json.externalContact?.id).toBe(demoExternalContacts.huber.id);
      // A second assignment replaces the first: the list flags exactly one.
      await assign(demoExternalContacts.huberFleet.id);
      const flagged = (await list('?limit=100')).json.contacts.filter((contact) => contact.linked);
      expect(flagged.map((contact) => contact.identifier)).toEqual(['KST-4200']);
      // The link is the caller's cart: a colleague's cart has none.
      expect((await cartContact(buyer)).json.externalContact).toBeNull();
      const dismissed = await dismiss();
      expect([dismissed.status, dismissed.json.externalContact]).toEqual([200, null]);
      expect((await cartContact()).json.externalContact).toBeNull();
      expect((await list('?limit=100')).json.contacts.some((contact) => contact.linked)).toBe(false);
      // Dismissing again (nothing linked) answers the same.
      expect((await dismiss()).json.externalContact).toBeNull();
    });

    it('§6 another company’s, an unknown or a malformed id answers 404 RATCHET__EXTERNAL_CONTACT_NOT_FOUND', async () => {
      for (const id of [demoExternalContacts.nordzee.id, '0e000000-0000-4000-8000-00000000ffff', 'KST-4100']) {
        const answer = await assign(id);
        expect([answer.status, (answer.json as unknown as ErrorBody).errors[0]?.code]).toEqual([
          404,
          errorCodes.externalContactNotFound,
        ]);
      }
      expect((await cartContact()).json.externalContact).toBeNull();
    });

    it('§6 reading needs ROLE_ACCESS_COST_CENTER; assigning and dismissing also ROLE_MANAGE_COST_CENTER', async () => {
      const refusedRead = await list('', viewer);
      expect(refusedRead.status).toBe(403);
      expect((refusedRead.json as unknown as ErrorBody).errors[0]?.meta?.parameters?.roles).toEqual([
        'ROLE_ACCESS_COST_CENTER',
      ]);
      // The buyer may see the contacts and the cart's contact, not change it.
      expect((await list('', buyer)).status).toBe(200);
      expect((await cartContact(buyer)).status).toBe(200);
      for (const refused of [await assign(demoExternalContacts.huber.id, buyer), await dismiss(buyer)]) {
        expect(refused.status).toBe(403);
        expect((refused.json as unknown as ErrorBody).errors[0]?.meta?.parameters?.roles).toEqual([
          'ROLE_ACCESS_COST_CENTER',
          'ROLE_MANAGE_COST_CENTER',
        ]);
      }
    });

    it('issue 13: the order keeps the cart’s contact (a copy), the detail shows it and the next cart starts without', async () => {
      await assign(demoExternalContacts.huber.id);
      await server.post(
        '/checkout/cart/line-item',
        { items: [{ referencedId: bolt.id, quantity: 1 }] },
        { token: leadBuyer },
      );
      const placed = await server.post<{ orderNumber: string }>('/checkout/order', {}, { token: leadBuyer });
      expect(placed.status).toBe(200);
      // The contact changes afterwards: the order keeps what it was booked to.
      await server.db.query("UPDATE external_contact SET name = 'Sabine Gruber-Huber' WHERE id = $1", [
        demoExternalContacts.huber.id,
      ]);
      const detail = await server.get(`/ratchet/order/history/detail?orderNumber=${placed.json.orderNumber}`, {
        token: leadBuyer,
      });
      expect(detail.status).toBe(200);
      expect(orderHistoryDetailSchema.parse(detail.json).externalContact).toEqual({
        identifier: 'KST-4100',
        name: 'Sabine Gruber',
        email: 'sabine.gruber@huber-maschinenbau.at',
      });
      expect((await cartContact()).json.externalContact).toBeNull();
      // An order placed without a contact has none.
      await server.post(
        '/checkout/cart/line-item',
        { items: [{ referencedId: bolt.id, quantity: 1 }] },
        { token: leadBuyer },
      );
      const plain = await server.post<{ orderNumber: string }>('/checkout/order', {}, { token: leadBuyer });
      const plainDetail = await server.get(`/ratchet/order/history/detail?orderNumber=${plain.json.orderNumber}`, {
        token: leadBuyer,
      });
      expect(orderHistoryDetailSchema.parse(plainDetail.json).externalContact).toBeNull();
    });
  },
);
