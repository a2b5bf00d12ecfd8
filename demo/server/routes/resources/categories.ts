import type { FastifyInstance } from 'fastify';
import { cachedStatement } from '../../db/search.js';
import { HttpFault, badInput } from '../../http/fault.js';
import { isObject, list, name as nameOf, text } from '../../roles/input.js';
import { requireResourceAdmin, type ResourceAdmin } from './context.js';

/** A key from the name (`Human Resources` → `human-resources`), unique among resource categories. */
function keyFor(name: string, taken: (key: string) => boolean): string {
  const base =
    name
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'category';
  let key = base;
  for (let n = 2; taken(key); n++) key = `${base}-${n}`;
  return key;
}

/**
 * POST catalog/resources/category: a CategoryNode {name}; answers 201 with the new key (the swagger's string); DELETE
 * removes categories.
 */
export async function resourceCategoryRoutes(app: FastifyInstance, { ctx }: { ctx: ResourceAdmin }): Promise<void> {
  app.addHook('preHandler', requireResourceAdmin(ctx));
  const { db } = app.store;
  const exists = (sql: string, value: string) => cachedStatement(db, sql).get(value) !== undefined;

  app.post('/resources/category', async (request, reply) => {
    if (!isObject(request.body)) throw badInput('Invalid input: the body must be a CategoryNode.');
    const name = nameOf(request.body, 'name', true) ?? '';
    if (
      exists(
        "SELECT 1 FROM categories WHERE kind = 'resource' AND json_extract(names, '$.en') = ? COLLATE NOCASE",
        name,
      )
    )
      throw new HttpFault(400, 'EXISTING_ENTITY', `Invalid input: a resource category named ${name} exists already.`);
    const key = keyFor(name, (k) => exists("SELECT 1 FROM categories WHERE kind = 'resource' AND key = ?", k));
    cachedStatement(db, "INSERT INTO categories (kind, key, names) VALUES ('resource', ?, ?)").run(
      key,
      JSON.stringify({ en: name }),
    );
    return reply.code(201).type('application/json; charset=utf-8').send(JSON.stringify(key));
  });

  /** DELETE catalog/resources/category {categories: [{id}]} (not in the contract): the resources in it lose it. */
  app.delete('/resources/category', async (request) => {
    if (!isObject(request.body)) throw badInput('Invalid input: the body must be {categories: [{id}]}.');
    const entries = list(request.body, 'categories', 100) ?? [];
    if (entries.length === 0) throw badInput('Invalid input: categories needs at least one category.');
    const found = entries.map((entry, index) => {
      const id = text(entry, 'id', { max: 256 }) ?? '';
      const row = cachedStatement(
        db,
        "SELECT key, json_extract(names, '$.en') AS name FROM categories WHERE kind = 'resource' AND key = ?",
      ).get(id) as { key: string; name: string } | undefined;
      if (!row) throw badInput(`Invalid input: categories[${index}].id is not a resource category.`);
      return row;
    });
    db.transaction(() => {
      for (const category of found) {
        cachedStatement(db, 'DELETE FROM resource_categories WHERE category_key = ?').run(category.key);
        cachedStatement(db, "DELETE FROM categories WHERE kind = 'resource' AND key = ?").run(category.key);
      }
    })();
    return { categories: found.map((c) => ({ id: c.key, name: c.name })) };
  });
}
