import {launch,ctx,BASE,shot,login} from './lib.mjs';
const b=await launch(); const c=await b.newContext({viewport:{width:1280,height:800},storageState:'/tmp/walk2/admin-state.json'}); c.setDefaultTimeout(60000);
const p=await c.newPage();
await p.goto(BASE+'/admin/dashboard'); await p.waitForTimeout(3000);
const html = await p.evaluate(()=>{ const a=[...document.querySelectorAll('a')].find(a=>a.textContent.trim()==='Epidemic Sources'); let e=a; for(let i=0;i<6;i++) e=e.parentElement; return e.outerHTML.slice(0,5000);});
console.log(html);
await b.close();
