// `npm run bench`: figures measured side by side in one run, each checked against its budget.
import { benchApi } from './api.ts';
import { measurePages } from './web.ts';

interface Budget {
  name: string;
  value: string;
  ok: boolean;
  limit: string;
}

const budgets: Budget[] = [];
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const api = await benchApi();
console.log(`sysuser/info (signed, encrypted, SQLite): ${api.infoRps.toFixed(0)} req/s`);
console.log(`bare Fastify route (baseline):           ${api.bareRps.toFixed(0)} req/s`);
budgets.push({ name: 'sysuser/info ÷ bare Fastify', value: api.ratio.toFixed(3), ok: api.ratio >= 0.25, limit: '≥ 0.25' });

const [login] = await measurePages(['/admin/login']);
if (!login) throw new Error('no page measured');
console.log(`/admin/login loads ${login.files} JS/CSS files: ${kb(login.gzipBytes)} gzip`);
budgets.push({ name: '/admin/login JS+CSS gzip', value: kb(login.gzipBytes), ok: login.gzipBytes <= 250 * 1024, limit: '≤ 250 KB' });

console.log('\nbudget                         value        limit     ');
for (const budget of budgets) {
  console.log(`${budget.name.padEnd(30)} ${budget.value.padEnd(12)} ${budget.limit.padEnd(10)} ${budget.ok ? 'ok' : 'OVER BUDGET'}`);
}
process.exit(budgets.every((budget) => budget.ok) ? 0 : 1);
