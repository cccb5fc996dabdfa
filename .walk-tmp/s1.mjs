import {launch,ctx,BASE,shot} from './lib.mjs';
const b=await launch(); const c=await ctx(b); const p=await c.newPage();
await p.goto(BASE); await p.waitForTimeout(3000); await shot(p,'00-login');
console.log(p.url()); console.log((await p.content()).length);
const inputs = await p.$$eval('input,button', els=>els.map(e=>e.outerHTML.slice(0,200)));
console.log(inputs.join('\n'));
await b.close();
