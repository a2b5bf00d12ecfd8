import { accessSandbox } from './tests/unit/sandbox/access-helpers.js';
const ctx = await accessSandbox();
const r = await ctx.send('uaadmin', 'POST', '/catalog/administration/roleResourceSettings/role', { roleToGroupApproval: true }, 201);
console.log(JSON.stringify(r));
await ctx.close();
