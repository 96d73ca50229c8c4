import { expect, test } from '@playwright/test';

test.describe('Contact Us', () => {
  test('checks the fields, then sends the enquiry', async ({ page }) => {
    await page.goto('/ContactUs');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    const form = page.getByRole('form', { name: 'Contact us' });
    const submit = form.getByRole('button', { name: 'Submit' });

    await submit.click();
    await expect(form.getByText('Please enter full name')).toBeVisible();
    await expect(form.getByText('Please enter phone number')).toBeVisible();
    await expect(form.getByText('Please enter email id')).toBeVisible();

    await form.getByLabel('Full Name').fill('Asha 99');
    await form.getByLabel('Phone Number').fill('51234');
    await form.getByLabel('Email ID').fill('asha@');
    await submit.click();
    await expect(form.getByText('Please enter valid full name')).toBeVisible();
    await expect(form.getByText('Please enter valid phone number')).toBeVisible();
    await expect(form.getByText('Please enter valid email id')).toBeVisible();

    await form.getByLabel('Full Name').fill('Asha Rao');
    // Typed with a stray dash and space: only the digits are kept.
    await form.getByLabel('Phone Number').fill('');
    await form.getByLabel('Phone Number').pressSequentially('98765-43 210');
    await expect(form.getByLabel('Phone Number')).toHaveValue('9876543210');
    await form.getByLabel('Email ID').fill('asha.rao@example.com');
    await form.getByLabel('Message').fill('Please call me about genetic counselling.');
    await submit.click();

    const sent = page.getByRole('dialog', { name: 'Thank you' });
    await expect(sent).toBeVisible();
    await expect(sent.getByText('Enquiry Sent Successfully.')).toBeVisible();
    // The form is emptied for the next enquiry.
    await expect(form.getByLabel('Full Name')).toHaveValue('');
    await sent.getByRole('button', { name: 'OK' }).click();
    await expect(sent).toBeHidden();
  });
});

test('Quick Support opens a category, a sub-category and a question to show its answer', async ({ page }) => {
  await page.goto('/quick-support');
  await expect(page.getByRole('heading', { level: 1, name: 'Quick Support' })).toBeVisible();

  const question = 'How do I book a genetic counselling session?';
  const answer = page.getByRole('region', { name: question });
  await expect(page.getByRole('button', { name: question })).toBeHidden();

  const category = page.getByRole('button', { name: 'Appointments', exact: true });
  await category.click();
  await expect(category).toHaveAttribute('aria-expanded', 'true');
  const subCategory = page.getByRole('button', { name: 'Booking', exact: true });
  await subCategory.click();
  await expect(subCategory).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('button', { name: question }).click();

  await expect(answer).toBeVisible();
  await expect(answer).toContainText('pick a date from the 7-day strip');
  // The stored answer is URL-encoded HTML: it shows as markup, not as escaped text.
  await expect(answer.getByRole('link', { name: 'Consult an Expert' })).toHaveAttribute(
    'href',
    '/consultation',
  );
  await expect(answer).not.toContainText('%3C');
  await expect(answer).not.toContainText('<p>');

  // Other categories stay closed.
  await expect(page.getByRole('button', { name: 'Urgent Help & Safety' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
});

test("Quick Support's helpline numbers are tap-to-call links", async ({ page }) => {
  await page.goto('/quick-support');
  await page.getByRole('button', { name: 'Urgent Help & Safety', exact: true }).click();
  const question = 'I am in crisis or feel unsafe right now. What should I do?';
  await page.getByRole('button', { name: question }).click();
  const answer = page.getByRole('region', { name: question });
  await expect(answer.getByRole('link', { name: '112', exact: true })).toHaveAttribute('href', 'tel:112');
  await expect(answer.getByRole('link', { name: '14416', exact: true })).toHaveAttribute('href', 'tel:14416');
  await expect(answer.getByRole('link', { name: '1-800-891-4416' })).toHaveAttribute(
    'href',
    'tel:18008914416',
  );
  // The words around them are unchanged.
  await expect(answer).toContainText('Call 112, India’s national emergency number.');
  await expect(answer).toContainText('Call Tele-MANAS on 14416 (or 1-800-891-4416)');
});

test('About Us shows its heading and text in the bare layout', async ({ page }) => {
  await page.goto('/about-us');
  await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Who we are' })).toBeVisible();
  await expect(page.getByText(/genetic diagnostics/).first()).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL('/');
});

test('an unknown address shows the not-found page with a way home', async ({ page }) => {
  await page.goto('/no-such-page/at-all');
  await expect(page.getByRole('heading', { level: 1, name: "We couldn't find that page" })).toBeVisible();
  // One title scheme: '<Page> | <Brand>' (the brand is the server's BRAND_NAME).
  await expect(page).toHaveTitle(/^Page not found \| \S/);
  // Inside the main layout: the header is still there.
  await expect(page.getByRole('banner')).toBeVisible();
  await page.getByRole('link', { name: 'Go to home' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1, name: /Care for every stage/ })).toBeVisible();
});
