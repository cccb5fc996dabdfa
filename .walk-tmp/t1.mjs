import {launch,BASE,shot,setLang,navState} from './lib.mjs';
const b=await launch();
for (const w of [1280,1440]) {
  const c=await b.newContext({viewport:{width:w,height:800},storageState:'/tmp/walk2/admin-state.json'}); c.setDefaultTimeout(60000);
  const p=await c.newPage();
  await p.goto(BASE+'/admin/dashboard'); await p.waitForTimeout(3000);
  for (const lang of ['zh','en','es','ja']) {
    await setLang(p,lang);
    await p.goto(BASE+'/admin/dashboard'); await p.waitForTimeout(2500);
    console.log(`== ${w} ${lang} initial`, JSON.stringify(await navState(p)));
    await p.screenshot({path:`/tmp/walk2/t1-${w}-${lang}-0.png`, clip:{x:0,y:0,width:w,height:90}});
    for (let i=1;i<=6;i++){
      const R=p.locator('[data-testid=top-nav-right]');
      if (!(await R.count()) || await R.isDisabled()) break;
      await R.click(); await p.waitForTimeout(700);
      console.log(`   right#${i}`, JSON.stringify(await navState(p)));
      await p.screenshot({path:`/tmp/walk2/t1-${w}-${lang}-r${i}.png`, clip:{x:0,y:0,width:w,height:90}});
    }
    for (let i=1;i<=6;i++){
      const L=p.locator('[data-testid=top-nav-left]');
      if (!(await L.count()) || await L.isDisabled()) break;
      await L.click(); await p.waitForTimeout(700);
      console.log(`   left#${i}`, JSON.stringify(await navState(p)));
    }
    // deep section: Templates/ Guide
    await p.goto(BASE+'/guide/index'); await p.waitForTimeout(2500);
    console.log(`   at /guide/index`, JSON.stringify(await navState(p)));
    await p.screenshot({path:`/tmp/walk2/t1-${w}-${lang}-guide.png`, clip:{x:0,y:0,width:w,height:90}});
    await p.goto(BASE+'/system/notification'); await p.waitForTimeout(2500);
    console.log(`   at /system/notification`, JSON.stringify(await navState(p)));
  }
  await c.close();
}
await b.close();
