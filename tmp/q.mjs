import Database from 'better-sqlite3';
const db = new Database('/tmp/h-teams-bench.db', { readonly: true });
console.log(db.prepare("SELECT team_dn FROM team_members WHERE user_dn = 'cn=euser,ou=users,o=data'").all());
console.log(db.prepare("SELECT team_dn FROM team_managers WHERE user_dn = 'cn=tmanager,ou=users,o=data'").all());
