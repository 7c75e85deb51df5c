// The terms checkbox links to the terms and privacy texts of the chosen country, in the visitor's language,
// in a new tab: the form stays as it was.
import { plainText, translate } from './expected.ts';
import { expect, test } from './fixtures.ts';

test('the terms label opens the chosen country’s terms and privacy texts in a new tab; the form is kept', async ({
  page,
  context,
}) => {
  await page.goto('/acquisition/de/MOCK-VALID');
  const form = page.locator('form');
  await page.getByLabel(translate('de', 'registration.fields.firstName')).fill('Zoë');
  await page.getByLabel(translate('de', 'registration.fields.country')).selectOption({ label: 'Österreich' });
  const terms = form.getByRole('link', { name: 'AGB' });
  await expect(terms).toHaveAccessibleDescription(translate('de', 'a11y.opensInNewTab'));
  await expect(terms).toHaveAttribute('target', '_blank');

  const [document] = await Promise.all([context.waitForEvent('page'), terms.click()]);
  await expect(document.getByRole('heading', { level: 1 })).toHaveText('Allgemeine Geschäftsbedingungen – Österreich');
  await expect(document.locator('html')).toHaveAttribute('lang', 'de');
  await document.close();

  const [privacy] = await Promise.all([
    context.waitForEvent('page'),
    form.getByRole('link', { name: 'Datenschutzerklärung' }).click(),
  ]);
  await expect(privacy.getByRole('heading', { level: 1 })).toHaveText('Datenschutzerklärung – Österreich');
  await privacy.close();

  // Clicking a link inside the label neither ticks the box nor loses what was typed.
  await expect(page.getByLabel(plainText('de', 'registration.fields.terms'), { exact: true })).not.toBeChecked();
  await expect(page.getByLabel(translate('de', 'registration.fields.firstName'))).toHaveValue('Zoë');
});

test('the links follow the country: another country, other texts', async ({ page }) => {
  await page.goto('/acquisition/MOCK-VALID');
  const form = page.locator('form');
  await form.getByRole('checkbox').last().scrollIntoViewIfNeeded(); // the first scroll runs the form's code
  const terms = form.getByRole('link', { name: 'terms and conditions' });
  await expect(terms).toHaveAttribute('href', '/legal/TERMS_DE_v5?lang=en');
  await page.getByLabel('Country').selectOption({ label: 'Poland' });
  await expect(terms).toHaveAttribute('href', '/legal/TERMS_PL_v5?lang=en');
  await expect(form.getByRole('link', { name: 'privacy policy' })).toHaveAttribute(
    'href',
    '/legal/DATA_POLICY_PL_v3?lang=en',
  );
});
