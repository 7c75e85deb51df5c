import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking'] });
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
page.on('console', m => console.log('console', m.type(), m.text().slice(0, 200)));
await page.goto('http://localhost:5173/acquisition/__dev/gallery?lang=de&screen=phone&dimension=registrationLayout&q=right-double-column');
for (let i = 0; i < 10; i++) {
  await page.waitForTimeout(1000);
  const frames = page.frames().map(f => f.url());
  const f = page.frames()[1];
  console.log(i, frames.length, f ? await f.evaluate(() => document.querySelector('.registration')?.className + ' ' + document.documentElement.lang + ' ' + location.href).catch(e => 'err ' + e.message) : '-');
}
await page.screenshot({ path: '/tmp/pw/gallery.png' });
await browser.close();
