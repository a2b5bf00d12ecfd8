import type { FastifyInstance, FastifyRequest } from 'fastify';
import { canAdminister } from '../../auth/administer.js';
import {
  addQueueItems,
  queueEntry,
  removeQueueAssignees,
  removeQueueEntry,
  removeQueueItems,
  type NewQueueItem,
} from '../../db/monitor/queue.js';
import { principalOf } from '../../http/auth.js';
import { badInput, forbidden } from '../../http/fault.js';
import { isObject, list, text, type Json } from '../../roles/input.js';
import { DN, querySchema } from '../lookups/schemas.js';

const ACTIONS = ['grant', 'revoke'] as const;
const ACTION = { type: 'string', enum: [...ACTIONS] } as const;

/**
 * The work queue (issue 18): a user's saved request cart per action (grant, revoke) — GET, POST items,
 * DELETE the entry, items, or an item's assignees. A user reaches their own; administrators everyone's.
 */
export async function queueRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.store;

  /** The owner asked for (default: the caller), checked: themselves, or anyone for an administrator. */
  const ownerOf = (request: FastifyRequest, asked: string | undefined): string => {
    const { user } = principalOf(request);
    const owner = asked?.trim() || user.dn;
    if (
      owner.toLowerCase() !== user.dn.toLowerCase() &&
      !canAdminister(db, user, 'PROVISIONING', null, app.sandbox.now())
    )
      throw forbidden('Only administrators may see or change the queue of another user.');
    const found = app.store.users.findByDn(owner);
    if (!found) throw badInput(`Invalid input: there is no user ${owner}.`);
    return found.dn;
  };
  const actionOf = (value: string | undefined): string => {
    const action = (value ?? 'grant').trim().toLowerCase();
    if (!(ACTIONS as readonly string[]).includes(action))
      throw badInput('Invalid input: cartAction must be grant or revoke.');
    return action;
  };
  const cartOf = (owner: string, action: string) => {
    const items = queueEntry(db, owner, action);
    return {
      cartOwner: owner,
      cartAction: action,
      totalCount: items.length,
      cartItems: items.map((item) => ({
        itemDn: item.item_dn,
        itemType: item.item_type,
        itemFullname: item.item_fullname,
        itemAssignees: item.assignees.map((a) => ({
          assignedToDn: a.assigned_to_dn,
          assigneeFullName: a.assignee_full_name,
          type: a.type,
          ...(a.subtype ? { subtype: a.subtype } : {}),
          ...(a.comment ? { comment: a.comment } : {}),
          ...(a.sod_justification ? { sodJustification: a.sod_justification } : {}),
        })),
      })),
    };
  };
  const bodyOf = (request: FastifyRequest): Json => {
    if (!isObject(request.body)) throw badInput('Invalid input: the body must name cartOwner and cartAction.');
    return request.body;
  };
  const itemsOf = (body: Json, required: boolean): Json[] => {
    const items = list(body, 'cartItems', 200) ?? [];
    if (required && items.length === 0) throw badInput('Invalid input: cartItems must list at least one item.');
    return items;
  };
  const itemDnOf = (item: Json, index: number): string => {
    const dn = text(item, 'itemDn');
    if (!dn) throw badInput(`Invalid input: cartItems[${index}].itemDn is required.`);
    return dn;
  };

  app.get<{ Querystring: { cartOwner?: string; cartAction?: string } }>(
    '/queue/entry',
    { schema: { querystring: querySchema({ cartOwner: DN, cartAction: ACTION }) } },
    async (request) => {
      const owner = ownerOf(request, request.query.cartOwner);
      return cartOf(owner, actionOf(request.query.cartAction));
    },
  );

  app.post('/queue/entry/items', async (request, reply) => {
    const body = bodyOf(request);
    const owner = ownerOf(request, text(body, 'cartOwner'));
    const action = actionOf(text(body, 'cartAction'));
    const items: NewQueueItem[] = itemsOf(body, true).map((item, index) => {
      const itemDn = itemDnOf(item, index);
      const itemType = (text(item, 'itemType') ?? '').toUpperCase();
      if (!['ROLE', 'RESOURCE', 'PRD'].includes(itemType))
        throw badInput(`Invalid input: cartItems[${index}].itemType must be ROLE, RESOURCE or PRD.`);
      const assignees = (list(item, 'itemAssignees', 200) ?? []).map((a, i) => {
        const dn = text(a, 'assignedToDn');
        if (!dn) throw badInput(`Invalid input: cartItems[${index}].itemAssignees[${i}].assignedToDn is required.`);
        return {
          assigned_to_dn: dn,
          assignee_full_name: text(a, 'assigneeFullName') || app.store.users.findByDn(dn)?.full_name || dn,
          type: (text(a, 'type') ?? 'USER').toUpperCase(),
          subtype: text(a, 'subtype') ?? '',
          comment: text(a, 'comment', { max: 2000 }) ?? '',
          sod_justification: text(a, 'sodJustification', { max: 2000 }) ?? '',
        };
      });
      return { itemDn, itemType, itemFullname: text(item, 'itemFullname') || itemDn, assignees };
    });
    db.transaction(() => addQueueItems(db, owner, action, items, app.sandbox.now()))();
    return reply.code(200).send(cartOf(owner, action));
  });

  app.delete('/queue/entry', async (request, reply) => {
    const body = bodyOf(request);
    removeQueueEntry(db, ownerOf(request, text(body, 'cartOwner')), actionOf(text(body, 'cartAction')));
    return reply.code(204).send();
  });

  app.delete('/queue/entry/items', async (request, reply) => {
    const body = bodyOf(request);
    const owner = ownerOf(request, text(body, 'cartOwner'));
    const action = actionOf(text(body, 'cartAction'));
    removeQueueItems(db, owner, action, itemsOf(body, true).map(itemDnOf));
    return reply.code(204).send();
  });

  app.delete('/queue/entry/item/assignees', async (request, reply) => {
    const body = bodyOf(request);
    const owner = ownerOf(request, text(body, 'cartOwner'));
    const action = actionOf(text(body, 'cartAction'));
    db.transaction(() => {
      itemsOf(body, true).forEach((item, index) => {
        const dns = (list(item, 'itemAssignees', 200) ?? []).map((a) => text(a, 'assignedToDn') ?? '').filter(Boolean);
        if (dns.length === 0)
          throw badInput(`Invalid input: cartItems[${index}].itemAssignees must name the assignees to remove.`);
        removeQueueAssignees(db, owner, action, itemDnOf(item, index), dns);
      });
    })();
    return reply.code(204).send();
  });
}
