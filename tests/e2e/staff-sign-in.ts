import type { Page } from 'playwright-core';
import { DEMO_PASSWORD } from '../../upstream/staff/demo-staff.ts';

/** Signs a staff user in at the staff menu's form (the demo password unless given). Answers once submitted. */
export async function staffSignIn(page: Page, base: string, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto(`${base}/my-menu`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}
