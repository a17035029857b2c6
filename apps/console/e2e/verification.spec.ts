/**
 * Identity verification against the real server: a member sends a passport's photo page and a
 * proof of address through the lobby's API; a compliance officer opens Compliance → Verification,
 * finds both in the queue, sees each picture and approves them, typing the passport's number; the
 * member's status is then "verified" (said in the console and answered by the lobby's API). The
 * number is a self-excluded member's, so the officer is told the new account is self-excluded too,
 * and the member's page shows where it came from. The tab is also read in Urdu with the dark theme.
 */
import { expect, test } from '@playwright/test';
import { MEMBER_PASSWORD, lobbyValue, memberToken } from './support/lobby.ts';
import { OPERATOR_PASSWORD as PASSWORD, signIn } from './support/operator.ts';
import { createAdminWithCli } from './support/server.ts';
import { opsTokenOf, sendDocuments, verifyMember } from './support/verification.ts';

test('an officer approves a member’s documents from the queue and the member is verified', async ({
  page,
}, testInfo) => {
  const member = `kyc${testInfo.project.name[0]}${Date.now().toString(36)}`.slice(0, 16);
  const token = await memberToken(member);
  await sendDocuments(token);
  const mine = () => lobbyValue('GET', '/wps/member/verification', { token }) as Promise<{ status: string }>;
  expect((await mine()).status).toBe('PENDING');

  const officer = `kyc_officer_${testInfo.project.name}`;
  await signIn(page, officer, await createAdminWithCli(officer, PASSWORD));
  await page
    .getByRole('navigation', { name: 'Console sections' })
    .getByRole('link', { name: 'Compliance' })
    .click();
  await page.getByRole('tab', { name: 'Verification' }).click();
  const table = page.getByRole('table', { name: 'Documents waiting for a decision' });
  const rows = table.getByRole('row').filter({ hasText: member });
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText('Passport');
  await expect(rows.last()).toContainText('Proof of address');

  await rows
    .first()
    .getByRole('button', { name: /^Review document/ })
    .click();
  await expect(page.getByRole('img', { name: `Passport sent by ${member}` })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('verification-en-light.png'), fullPage: true });
  // Another account of the same person, verified earlier with this passport number, is self-excluded.
  const passportNumber = `PX${Date.now().toString(36).toUpperCase()}`;
  const earlier = `exc${testInfo.project.name[0]}${Date.now().toString(36)}`.slice(0, 16);
  const earlierToken = await memberToken(earlier);
  await verifyMember(earlierToken, await opsTokenOf(page), passportNumber);
  await lobbyValue('POST', '/wps/member/protection/exclusion', {
    body: { kind: 'SELF_EXCLUSION', duration: 'Y1', password: MEMBER_PASSWORD },
    token: earlierToken,
  });

  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Type the number printed on the document', { exact: false })).toBeVisible();
  await page.getByRole('textbox', { name: 'Number on the document' }).fill(passportNumber.toLowerCase());
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'approved' })).toContainText(
    `${member} is now: Pending.`,
  );
  const carried = page.getByRole('alert').filter({ hasText: 'Same identity as a self-excluded member' });
  await expect(carried).toContainText(
    `${member} has the same verified identity as ${earlier}, who is self-excluded. ${member} is now self-excluded too, until`,
  );
  const excluded = (await lobbyValue('GET', '/wps/member/protection/exclusion', { token })) as {
    exclusion: { kind: string } | null;
  };
  expect(excluded.exclusion?.kind).toBe('SELF_EXCLUSION');

  await carried.getByRole('link', { name: `Open ${member}` }).click();
  await page.getByRole('tab', { name: 'Safer gambling' }).click();
  await expect(
    page.getByRole('table', { name: 'Time-outs and self-exclusions' }).getByRole('link', {
      name: new RegExp(`^Carried over from .?${earlier}.? \\(same verified identity\\)$`),
    }),
  ).toBeVisible();
  await expect(page.getByRole('table', { name: 'Identity verification' })).toContainText(passportNumber);
  await page
    .getByRole('navigation', { name: 'Console sections' })
    .getByRole('link', { name: 'Compliance' })
    .click();
  await page.getByRole('tab', { name: 'Verification' }).click();

  await expect(rows).toHaveCount(1);
  await rows
    .first()
    .getByRole('button', { name: /^Review document/ })
    .click();
  await expect(page.getByRole('img', { name: `Proof of address sent by ${member}` })).toBeVisible();
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'approved' })).toContainText(
    `${member} is now: Verified.`,
  );
  await expect(rows).toHaveCount(0);
  expect((await mine()).status).toBe('VERIFIED');

  await page.getByText('اردو', { exact: true }).click();
  await page.getByRole('button', { name: 'گہری تھیم' }).click();
  await expect(page.getByRole('tab', { name: 'تصدیق' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: 'فیصلے کی منتظر دستاویزات' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('verification-ur-dark.png'), fullPage: true });
  await page.getByText('English', { exact: true }).click();
  await page.getByRole('button', { name: 'Light theme' }).click();
});
