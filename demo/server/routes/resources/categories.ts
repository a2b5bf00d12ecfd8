import type { FastifyInstance } from 'fastify';
import { cachedStatement } from '../../db/search.js';
import { HttpFault, badInput } from '../../http/fault.js';
import { isObject, name as nameOf } from '../../roles/input.js';
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

/** POST catalog/resources/category: a CategoryNode {name}; answers 201 with the new key (the swagger's string). */
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
}
