import { openDatabase } from './demo/server/db/open.js';
const o = openDatabase(':memory:', { seed: 1, users: 1000 });
const src = await import('./demo/server/db/roles/sods.js');
const repo = src.sodRepository(o.db);
const role = (o.db.prepare('SELECT role1_dn FROM sods LIMIT 1').get() as { role1_dn: string }).role1_dn;
let t = performance.now(); for (let i = 0; i < 100; i++) repo.holders(role); console.log('holders', (performance.now() - t) / 100);
t = performance.now(); for (let i = 0; i < 100; i++) repo.all(); console.log('all', (performance.now() - t) / 100);
const u = (o.db.prepare('SELECT user_dn FROM sod_exceptions LIMIT 1').get() as { user_dn: string }).user_dn;
const sod = (o.db.prepare('SELECT sod_dn FROM sod_exceptions LIMIT 1').get() as { sod_dn: string }).sod_dn;
t = performance.now(); for (let i = 0; i < 100; i++) repo.holdings(u, role); console.log('holdings', (performance.now() - t) / 100);
t = performance.now(); for (let i = 0; i < 100; i++) repo.exceptionRequest(sod, u); console.log('exreq', (performance.now() - t) / 100);
console.log(o.db.prepare('EXPLAIN QUERY PLAN ' + `WITH RECURSIVE up(dn) AS (SELECT @role UNION SELECT h.parent_dn FROM role_children h JOIN up ON h.child_dn = up.dn)
         SELECT a.item_dn FROM up JOIN assignments a ON a.item_dn = up.dn AND a.kind = 'role' AND a.recipient_type = 'user' AND a.recipient_dn = @user`).all({role, user: u}).map((r: any) => r.detail).join(' | '));
const HOLDERS = `WITH RECURSIVE up(dn) AS (
    SELECT @role UNION SELECT h.parent_dn FROM role_children h JOIN up ON h.child_dn = up.dn
  ), scope(dn, deep) AS (
    SELECT c.container_dn, c.subtree FROM role_container_assignments c JOIN up ON c.role_dn = up.dn
    UNION SELECT k.dn, 1 FROM containers k JOIN scope s ON k.parent_dn = s.dn WHERE s.deep = 1
  )
  SELECT a.recipient_dn AS user_dn FROM up JOIN assignments a ON a.item_dn = up.dn AND a.kind = 'role' AND a.recipient_type = 'user'
  UNION SELECT m.user_dn FROM up JOIN assignments a ON a.item_dn = up.dn AND a.kind = 'role' AND a.recipient_type = 'group'
    JOIN group_members m ON m.group_dn = a.recipient_dn

console.log(o.db.prepare('EXPLAIN QUERY PLAN ' + HOLDERS).all({role}).map((r: any) => r.detail).join('\n'));
