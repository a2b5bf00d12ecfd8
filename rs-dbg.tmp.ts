import { startSandbox } from './tests/unit/sandbox/helpers.js';
import { passwordToken } from './tests/unit/sandbox/helpers.js';
const sb = await startSandbox({ users: 1000, roles: 10000 }); const app = sb.app;
const token = await passwordToken(app, 'uaadmin');
const rest = '/IDMProv/rest';
const cases: [string, (i: number) => string][] = [
  ['listV2 first page', () => `${rest}/catalog/roles/listV2?nextIndex=1&size=25`],
  ['listV2 level 10 page 9001', () => `${rest}/catalog/roles/listV2?roleLevel=10&nextIndex=9001&size=25`],
  ['listV2 q=access', () => `${rest}/catalog/roles/listV2?q=access&nextIndex=1&size=25`],
  ['listV2 new word', (i) => `${rest}/catalog/roles/listV2?q=${String.fromCharCode(97 + (Math.floor(i / 26) % 26), 97 + (i % 26))}&size=25`],
  ['violations', () => `${rest}/access/sods/violations?size=25`],
];
for (const [name, url] of cases) {
  const t: number[] = [];
  for (let i = 0; i < 200; i++) {
    const t0 = performance.now();
    const r = await app.inject({ method: 'GET', url: url(i), headers: { authorization: `Bearer ${token}` } });
    if (r.statusCode !== 200) throw new Error(r.body);
    t.push(performance.now() - t0);
  }
  t.sort((a, b) => a - b);
  console.log(name.padEnd(30), 'p50', t[100]!.toFixed(2), 'p95', t[190]!.toFixed(2));
}
await sb.close();
