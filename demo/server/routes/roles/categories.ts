import type { FastifyInstance, RouteShorthandOptions } from 'fastify';
import { categoryRepository, type CategoryKind } from '../../db/roles/categories.js';
import { HttpFault, badInput } from '../../http/fault.js';
import { isObject, list, name as nameOf, text } from '../../roles/input.js';

/** A key from the name, as the seed's keys are (`Human Resources` → `human-resources`), unique among its kind. */
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
 * `POST catalog/<kind>s/category`: a CategoryNode `{name}`; answers 200 with the new key (the swagger's string).
 * `DELETE catalog/<kind>s/category` `{categories: [{id}]}`: takes the categories off their roles or resources.
 * Who may call them is the caller's to say (`options`, or a hook of the plugin).
 */
export function categoryRoutes(app: FastifyInstance, kind: CategoryKind, options: RouteShorthandOptions = {}): void {
  const categories = categoryRepository(app.store.db, kind);
  const path = `/${kind}s/category`;

  app.post(path, options, async (request, reply) => {
    if (!isObject(request.body)) throw badInput('Invalid input: the body must be a CategoryNode.');
    const name = nameOf(request.body, 'name', true) ?? '';
    if (categories.byName(name))
      throw new HttpFault(400, 'EXISTING_ENTITY', `Invalid input: a ${kind} category named ${name} exists already.`);
    const key = keyFor(name, (candidate) => categories.byKey(candidate) !== undefined);
    categories.add(key, name);
    return reply.code(200).type('application/json; charset=utf-8').send(JSON.stringify(key));
  });

  app.delete(path, options, async (request) => {
    if (!isObject(request.body)) throw badInput('Invalid input: the body must be {categories: [{id}]}.');
    const entries = list(request.body, 'categories', 100) ?? [];
    if (entries.length === 0) throw badInput('Invalid input: categories needs at least one category.');
    const found = entries.map((entry, index) => {
      const id = text(entry, 'id', { max: 256 });
      const category = id ? categories.byKey(id) : undefined;
      if (!category) throw badInput(`Invalid input: categories[${index}].id is not a ${kind} category.`);
      return category;
    });
    app.store.db.transaction(() => found.forEach((category) => categories.remove(category.key)))();
    return { categories: found.map((c) => ({ id: c.key, name: c.name })) };
  });
}

/**
 * Role categories beyond the contract's `GET catalog/roleCategories` (README "Roles and separation of duties"):
 * `POST catalog/roles/category` takes a CategoryNode `{name}` as the contract's `POST catalog/resources/category`
 * does and answers 200 with the new id; `DELETE catalog/roles/category` takes `{categories: [{id}]}` and takes the
 * categories off their roles. Administrators only.
 */
export async function roleCategoryRoutes(app: FastifyInstance): Promise<void> {
  categoryRoutes(app, 'role', { config: { requires: 'admin' } });
}
