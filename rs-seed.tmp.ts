import { openDatabase } from './demo/server/db/open.js';
const t = performance.now();
const o = openDatabase(':memory:', { seed: 1, users: 1000, roles: Number(process.argv[2] ?? 0) });
const q = (sql: string) => o.db.prepare(sql).all();
console.log('ms', Math.round(performance.now() - t));
console.log(q('SELECT level, COUNT(*) n FROM roles GROUP BY level'));
console.log(q('SELECT COUNT(*) sods FROM sods'), q('SELECT COUNT(*) children FROM role_children'), q('SELECT COUNT(*) mapped FROM role_resources'), q('SELECT COUNT(*) exc FROM sod_exceptions'), q('SELECT * FROM role_admin_scopes'));
console.log(q('SELECT * FROM sod_policies p JOIN sod_approval_types t ON t.sod_dn = p.sod_dn LIMIT 4'));
