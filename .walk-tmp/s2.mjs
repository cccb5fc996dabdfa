import {launch,ctx,BASE,shot,login} from './lib.mjs';
const b=await launch(); const c=await ctx(b); const p=await c.newPage();
await login(p,'admin'); console.log(p.url()); await shot(p,'01-home');
await c.storageState({path:'/tmp/walk2/admin-state.json'});
const ls = await p.evaluate(()=>JSON.stringify(Object.keys(localStorage)));
console.log(ls);
const links = await p.$$eval('a', els=>els.map(e=>e.getAttribute('href')+' | '+e.textContent.trim().slice(0,40)));
console.log(links.join('\n'));
await b.close();
