import fs from 'node:fs';
import path from 'node:path';
import type { Locator } from '@playwright/test';
import { API, apiGet, demo, expect, signInOnce, test, tokenOf, writeTinyPng } from './helpers';

// My reports as the demo patient: the empty Your Reports, Add Report (the title first, a wrong
// file type refused, then a picture), view and delete it; test reports by risk status and a
// real PDF opened in the page; a doctor report; the access history; the appointment's Shared
// Reports opening a file. Screenshots at phone and desktop.

const DIR = path.resolve(import.meta.dirname, '../screenshots');

/** Picks a risk status in the open sort dialog, applies it and waits for the dialog to go. */
async function chooseRisk(dialog: Locator, status: string) {
  await expect(dialog).toBeVisible();
  const radio = dialog.getByRole('radio', { name: status });
  // The dialog may still be settling in; a click that lands during it is retried.
  await expect(async () => {
    await radio.check({ timeout: 2_000 });
    await expect(radio).toBeChecked({ timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(dialog).toBeHidden();
}

test('upload a report and view it, filter test reports by risk, open a doctor report', async ({ page }) => {
  test.setTimeout(120_000);
  await signInOnce(page, demo.phone, demo.password, demo.firstName);
  // A retry starts from the empty list too: what a failed first attempt added goes first.
  const token = await tokenOf(page);
  for (const left of await apiGet<{ _id: string }[]>('/report/list', token))
    await fetch(`${API}/report/${left._id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${token}` },
    });
  await page.goto('/my-reports');
  await expect(page.getByRole('heading', { name: 'My Reports', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Your Reports' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText("You don't have any reports")).toBeVisible();

  // Add Report: the title comes first, then the file; only JPG, PNG or PDF.
  await page.getByRole('button', { name: 'Add Report' }).click();
  const add = page.getByRole('dialog', { name: 'Add Report' });
  await add.getByRole('button', { name: 'Choose file' }).click();
  await expect(add.getByText('Please input document title')).toBeVisible();
  await add.getByLabel('Document title').fill('Blood group card');
  const textFile = path.join(path.dirname(writeTinyPng()), 'notes.txt');
  fs.writeFileSync(textFile, 'not a report');
  let chooser = page.waitForEvent('filechooser');
  await add.getByRole('button', { name: 'Choose file' }).click();
  await (await chooser).setFiles(textFile);
  await expect(add.getByText('Select file type JPG, PNG or PDF file.')).toBeVisible();
  await add.getByLabel('Document title').fill('Blood group card');
  chooser = page.waitForEvent('filechooser');
  await add.getByRole('button', { name: 'Choose file' }).click();
  await (await chooser).setFiles(writeTinyPng());
  await expect(page.getByText('Your report has been added.')).toBeVisible();
  const row = page.getByRole('listitem', { name: 'Blood group card' });
  await expect(row).toBeVisible();

  // View it in the page: the picture loads through its short-lived link.
  await row.getByRole('button', { name: 'View Blood group card' }).click();
  const viewer = page.getByRole('dialog', { name: 'Blood group card' });
  await expect(viewer.getByRole('img', { name: 'Blood group card' })).toBeVisible();
  await expect(viewer.getByRole('link', { name: 'Download' })).toHaveAttribute(
    'href',
    /\/api\/storage\/patient-report\//,
  );
  await page.keyboard.press('Escape');

  // Test reports: sorted by risk status through its dialog, a real PDF in a frame.
  await page.getByRole('tab', { name: 'Test Reports' }).click();
  await expect(page).toHaveURL(/tab=tests/);
  await expect(page.getByRole('listitem', { name: /^NIPT/ })).toBeVisible();
  await page.getByRole('button', { name: 'Sort by risk status' }).click();
  const sort = page.getByRole('dialog', { name: 'Sort by risk status' });
  await chooseRisk(sort, 'Low Risk');
  await expect(page.getByRole('button', { name: 'Risk: Low Risk' })).toBeVisible();
  await expect(page.getByRole('tabpanel').getByRole('listitem')).toHaveCount(1);
  await page.getByRole('button', { name: 'Risk: Low Risk' }).click();
  await chooseRisk(sort, 'High Risk');
  await expect(page.getByText('No Reports Available')).toBeVisible();
  await page.getByRole('button', { name: 'Risk: High Risk' }).click();
  await chooseRisk(sort, 'All reports');
  const nipt = page.getByRole('listitem', { name: /^NIPT/ });
  await expect(nipt).toContainText('Low Risk');
  await nipt.getByRole('button', { name: /^View NIPT/ }).click();
  const pdfViewer = page.getByRole('dialog', { name: /^NIPT/ });
  // On a phone the PDF opens in the browser's own viewer: the link serves the real file.
  const open = pdfViewer.getByRole('link', { name: 'Open PDF' });
  await expect(open).toHaveAttribute('href', /\/api\/storage\/test-report\//);
  const pdf = await page.request.get((await open.getAttribute('href'))!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  fs.mkdirSync(DIR, { recursive: true });
  await page.screenshot({ path: path.join(DIR, 'my-reports-pdf-phone.png') });
  await page.keyboard.press('Escape');

  // Doctor Report.
  await page.getByRole('tab', { name: 'Doctor Report' }).click();
  const summary = page.getByRole('listitem', { name: 'Counselling summary' });
  await expect(summary).toContainText('Kavitha');
  await summary.getByRole('button', { name: 'View Counselling summary' }).click();
  const openSummary = page
    .getByRole('dialog', { name: 'Counselling summary' })
    .getByRole('link', { name: 'Open PDF' });
  await expect(openSummary).toBeVisible();
  // A read is recorded when the file is fetched through its link (not when the link is shown).
  expect((await page.request.get((await openSummary.getAttribute('href'))!)).status()).toBe(200);
  await page.keyboard.press('Escape');

  // The access history lists what was opened.
  const history = page.getByRole('region', { name: 'Access history' });
  await expect(history).toContainText('Counselling summary');
  await expect(history).toContainText('Blood group card');

  for (const [size, viewport] of [
    ['phone', { width: 390, height: 844 }],
    ['desktop', { width: 1366, height: 900 }],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.goto('/my-reports?tab=tests');
    await expect(page.getByRole('listitem', { name: /^NIPT/ })).toBeVisible();
    await page.screenshot({ path: path.join(DIR, `my-reports-${size}.png`), fullPage: true });
    if (size === 'desktop') {
      // A wider screen shows the PDF in the page.
      await page
        .getByRole('listitem', { name: /^NIPT/ })
        .getByRole('button', { name: /^View NIPT/ })
        .click();
      await expect(page.getByRole('dialog', { name: /^NIPT/ }).locator('iframe')).toHaveAttribute(
        'src',
        /\/api\/storage\/test-report\//,
      );
      await page.keyboard.press('Escape');
    }
  }
  await page.setViewportSize({ width: 390, height: 844 });

  // Delete the report added above.
  await page.goto('/my-reports');
  await page
    .getByRole('listitem', { name: 'Blood group card' })
    .getByRole('button', { name: 'Delete Blood group card' })
    .click();
  await page.getByRole('dialog', { name: 'Delete report' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Your report has been deleted.')).toBeVisible();
  await expect(page.getByText("You don't have any reports")).toBeVisible();
});

test('the appointment’s Shared Reports open their files', async ({ page }) => {
  await signInOnce(page, demo.phone, demo.password, demo.firstName);
  const past = await apiGet<{ _id: string; report: { report_of: string }[] }[]>(
    '/patient/past-appointments',
    await tokenOf(page),
  );
  const withReports = past.find((a) => a.report.some((r) => r.report_of === 'patient'))!;
  await page.goto(`/appointment-details?id=${withReports._id}`);
  await page.getByRole('button', { name: /^Shared Reports/ }).click();
  const shared = page.getByRole('dialog', { name: 'Shared Reports' });
  await shared.getByRole('button', { name: 'Open Anomaly scan, 20 weeks' }).click();
  const viewer = page.getByRole('dialog', { name: 'Anomaly scan, 20 weeks' });
  await expect(viewer.getByRole('link', { name: 'Open PDF' })).toHaveAttribute(
    'href',
    /\/api\/storage\/patient-report\/demo-anomaly-scan\.pdf/,
  );
});
