import { it } from 'vitest';
import { launchBrowser, startServer } from './browser';
it('shots', async () => {
  const server = await startServer();
  const browser = await launchBrowser();
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(`${server.url}/auth`);
  await page.getByRole('button', { name: 'Create Account' }).waitFor();
  await page.waitForTimeout(1500);
  await page.screenshot({ path: 'screenshots/zz-auth-1280x800.png' });
  await browser.close(); await server.close();
}, 90000);
