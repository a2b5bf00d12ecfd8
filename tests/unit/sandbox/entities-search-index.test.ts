import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customDefinition } from '../../../demo/server/db/entities/definitions.js';
import { entityItems } from '../../../demo/server/db/entities/items.js';
import { createItemSearchIndex } from '../../../demo/server/db/entities/search-index.js';
import { containsAny, cachedStatement, pageRequest } from '../../../demo/server/db/search.js';
import { accessSandbox, DN, type AccessSandbox } from './access-helpers.js';

interface EntityList {
  entityList: { dn: string }[];
  totalCount: number;
}
const attrs = (pairs: Record<string, string[]>) =>
  Object.entries(pairs).map(([key, attributeValues]) => ({ key, attributeValues }));

describe('sandbox: the entity items’ search index', () => {
  let ctx: AccessSandbox;
  beforeAll(async () => {
    ctx = await accessSandbox();
  });
  afterAll(() => ctx.close());

  const found = async (q: string): Promise<string[]> =>
    (
      await ctx.get<EntityList>('uaadmin', `/access/entities/list?entityKey=device&size=50&q=${encodeURIComponent(q)}`)
    ).entityList.map((e) => e.dn);

  it('finds a created item, an edited one by its new text and not its old, and no deleted one', async () => {
    const created = await ctx.send<{ dn: string }>(
      'uaadmin',
      'POST',
      '/access/entities/item?clientId=1',
      {
        key: 'device',
        attributes: attrs({ cn: ['LT-IDX'], deviceType: ['laptop'], serialNumber: ['QZX-Old-91'], owner: [DN.euser] }),
      },
      200,
    );
    expect(await found('qzx-old')).toEqual([created.dn]);
    expect(await found('Q*91')).toEqual([created.dn]);

    await ctx.send('uaadmin', 'PUT', '/access/entities/item', {
      key: 'device',
      dn: created.dn,
      attributes: attrs({ serialNumber: ['WPV-New-73'] }),
    });
    expect(await found('wpv-new')).toEqual([created.dn]);
    expect(await found('qzx-old')).toEqual([]);

    await ctx.send('uaadmin', 'DELETE', '/access/entities/item?clientId=1', {
      items: [{ key: 'device', dn: created.dn }],
    });
    expect(await found('wpv-new')).toEqual([]);
  });

  it('answers every search exactly as the plain LIKE over every item does, also after the index is rebuilt', () => {
    const db = ctx.app.store.db;
    const items = entityItems(db);
    const queries = [
      'a',
      'E',
      'lt',
      'Lt-0',
      'er',
      'ap*an',
      'b*',
      '*x',
      '_',
      '%',
      'a b',
      'zz',
      'dat cen',
      'ß',
      'É',
      '  ro ',
    ];
    const check = () => {
      for (const key of ['location', 'costCenter', 'device', 'application']) {
        const definition = customDefinition(key)!;
        for (const q of queries) {
          const like = containsAny(['search'], q);
          const expected = cachedStatement(
            db,
            `SELECT dn FROM entity_items WHERE entity_key = ?${like ? ` AND ${like.sql}` : ''} ORDER BY dn`,
          )
            .pluck()
            .all(key, ...(like?.params ?? [])) as string[];
          const page = items.search(
            definition,
            { searchKeys: [], advanced: [], sortKey: null },
            { ...pageRequest({ q, size: '300' }), size: 10_000 },
          );
          expect({ key, q, dns: page.rows.map((r) => r.dn).sort() }).toEqual({
            key,
            q,
            dns: [...expected].sort(),
          });
          expect(page.total).toBe(expected.length);
        }
      }
    };
    check();
    createItemSearchIndex(db);
    check();
  });
});
