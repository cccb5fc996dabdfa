import { chromium } from 'playwright-core';
export const BASE='http://127.0.0.1:8090';
export async function launch(){ return chromium.launch({executablePath:'/usr/bin/chromium',args:['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync']}); }
export async function ctx(browser, {w=1280,h=800,mobile=false}={}){
  const c = await browser.newContext({viewport:{width:w,height:h}, isMobile:mobile, hasTouch:mobile, deviceScaleFactor: 1});
  c.setDefaultTimeout(60000); c.setDefaultNavigationTimeout(60000);
  return c;
}
export const shot = (p,name,full=false)=>p.screenshot({path:`/tmp/walk2/${name}.png`, fullPage:full});
export const PW={admin:'Vtmgs4fx2vCjifXJ',operator:'bwfEYcnZZpSFWtUX',analyst:'bwfEYcnZZpSFWtUX',viewer:'bwfEYcnZZpSFWtUX'};
export async function login(p,user){
  await p.goto(BASE+'/admin/login'); 
  await p.fill('[data-testid=login-username]',user); await p.fill('[data-testid=login-password]',PW[user]);
  await p.click('[data-testid=login-submit]');
  await p.waitForURL(u=>!u.toString().includes('/login'),{timeout:60000});
  await p.waitForTimeout(2000);
}
export async function setLang(p,lang){
  await p.click('[data-testid=lang-switch]'); await p.waitForTimeout(500);
  await p.click(`li[role=menuitemradio]:has(span[lang=${lang}])`); await p.waitForTimeout(1500);
}
export async function navState(p){
  return p.evaluate(()=>{
    const ul=document.querySelector('.top-nav-items'); const ur=ul.getBoundingClientRect();
    const items=[...ul.querySelectorAll('.top-nav-item')].map(li=>{const r=li.getBoundingClientRect(); const t=li.textContent.trim();
      let vis = r.right<=ur.left+1||r.left>=ur.right-1 ? 'hidden' : (r.left>=ur.left-1&&r.right<=ur.right+1?'full':'PARTIAL');
      return `${t}${li.classList.contains('is-active')?'*':''}[${vis} ${Math.round(r.left)}-${Math.round(r.right)}]`;});
    const L=document.querySelector('[data-testid=top-nav-left]'), R=document.querySelector('[data-testid=top-nav-right]');
    return {ul:`${Math.round(ur.left)}-${Math.round(ur.right)} scroll=${ul.scrollLeft}/${ul.scrollWidth-ul.clientWidth}`, L:L?(L.disabled?'dis':'en'):'none', R:R?(R.disabled?'dis':'en'):'none', items};
  });
}
