import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
let fails = 0;
for (let i = 0; i < 25; i++) {
  const p = await b.newPage(); const cdp = await p.context().newCDPSession(p); await cdp.send('Emulation.setCPUThrottlingRate', { rate: 3 + (i % 4) * 2 });
  await p.addInitScript(() => {
    window.__log = [];
    const t0 = performance.now();
    const log = (m) => window.__log.push(Math.round(performance.now() - t0) + ' ' + m);
    document.addEventListener('submit', (e) => log('submit live=' + (e.target.dataset.live !== undefined) + ' id=' + e.target.id), true);
    document.addEventListener('submit', (e) => log('submit bubble prevented=' + e.defaultPrevented), false);
    new MutationObserver((ms) => { for (const m of ms) for (const n of m.removedNodes) if (n.nodeName === 'FORM' || n.querySelector?.('form')) log('form removed'); }).observe(document, { subtree: true, childList: true });
    document.addEventListener('focusin', () => log('focusin'), true);
  });
  await p.goto('http://localhost:4173/acquisition/entrance');
  await p.waitForFunction(() => document.documentElement.dataset.ready !== undefined);
  await p.evaluate(() => window.__log.push('ready'));
  await p.getByLabel('E-mail address').fill('member@mock.test');
  await p.getByLabel('Password').fill('member-password');
  await p.getByRole('button', { name: 'Log in', exact: true }).click();
  await p.waitForTimeout(5000);
  if (!p.url().includes('/shop/')) { fails++; console.log('FAIL', i, p.url(), JSON.stringify(await p.evaluate(() => window.__log))); }
  await p.close();
}
console.log('fails', fails);
await b.close();
