/**
 * Promotions against the real server: an admin creates a CLAIM promotion in the console and the
 * lobby's promotion list offers it; a member applies for an APPLY promotion through the lobby API
 * with a real PNG, the admin sees the picture in the queue and approves it (the member gets the
 * bonus), then cancels that bonus with a reason on the member's page, and the lobby shows it
 * cancelled.
 */
import { type Page, expect, test } from '@playwright/test';
import { lobbyValue, memberToken } from './support/lobby.ts';
import { OPERATOR_PASSWORD, signIn } from './support/operator.ts';
import { PNG_1X1, refusedByCsp } from './support/pictures.ts';
import { createAdminWithCli } from './support/server.ts';

interface ListedPromotion {
  readonly promoId: string;
  readonly title: string;
  readonly kind: string;
  readonly fixedBonus: string | null;
}

async function createPromotion(
  page: Page,
  fields: { titleEn: string; titleUr: string; kind: string; amount: string },
) {
  await page.getByRole('button', { name: 'New promotion' }).click();
  const dialog = page.getByRole('dialog', { name: 'New promotion' });
  await dialog.getByRole('textbox', { name: 'Title (English)' }).fill(fields.titleEn);
  await dialog.getByRole('textbox', { name: 'Title (Urdu)' }).fill(fields.titleUr);
  await dialog
    .getByRole('textbox', { name: 'Rules, HTML (English)' })
    .fill('<p>Wager <b>5×</b> on slots</p>');
  await dialog.getByRole('combobox', { name: 'Kind' }).click();
  await page.getByRole('option', { name: fields.kind, exact: true }).click();
  await dialog.getByRole('textbox', { name: 'Amount' }).fill(fields.amount);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Created “${fields.titleEn}”` })).toBeVisible();
  await expect(dialog).toBeHidden();
}

test('an admin creates promotions, approves an application with its picture and cancels the bonus it granted', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const tag = testInfo.project.name.slice(0, 1);
  const admin = `padmin_${testInfo.project.name}`;
  const member = `pm${tag}${Date.now().toString(36)}`.slice(0, 16);
  const refused = refusedByCsp(page);
  const link = await createAdminWithCli(admin, OPERATOR_PASSWORD);
  await signIn(page, admin, link);

  await page
    .getByRole('navigation', { name: 'Console sections' })
    .getByRole('link', { name: 'Promotions' })
    .click();
  await expect(page.getByRole('heading', { name: 'Promotions', level: 2 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Outstanding bonus liability' })).toBeVisible();

  // A claim promotion made here is offered on the lobby's promotions page.
  const claimTitle = `Free spins ${tag}${Date.now().toString(36)}`;
  await createPromotion(page, { titleEn: claimTitle, titleUr: 'مفت اسپنز', kind: 'Claim', amount: '25' });
  const list = (await lobbyValue('GET', '/wps/relay/MCSFE_getPromotionList')) as { list: ListedPromotion[] };
  expect(list.list.find((item) => item.title === claimTitle)).toMatchObject({
    kind: 'CLAIM',
    fixedBonus: '25.00',
  });

  // An application promotion; a member applies through the lobby with a real PNG.
  const applyTitle = `Share a win ${tag}${Date.now().toString(36)}`;
  await createPromotion(page, {
    titleEn: applyTitle,
    titleUr: 'جیت شیئر کریں',
    kind: 'Application',
    amount: '40',
  });
  const token = await memberToken(member);
  const offered = (await lobbyValue('GET', '/wps/relay/MCSFE_getPromotionList', { token })) as {
    list: ListedPromotion[];
  };
  const applyPromo = offered.list.find((item) => item.title === applyTitle);
  if (applyPromo === undefined) throw new Error('the application promotion is not offered');
  const { url } = (await lobbyValue('POST', '/wps/relay/MCSFE_uploadPromotionImage', {
    token,
    body: { image: PNG_1X1.toString('base64') },
  })) as { url: string };
  await lobbyValue('POST', '/wps/relay/MCSFE_applyPromotion', {
    token,
    body: { promoId: applyPromo.promoId, comment: 'My big win on Friday', images: [url] },
  });

  // The queue shows it with the picture; approving grants the bonus.
  await page.getByRole('tab', { name: 'Applications' }).click();
  const queue = page.getByRole('table', { name: 'Applications' });
  const row = queue.getByRole('row').filter({ hasText: member });
  await expect(row).toContainText(applyTitle);
  await expect(row).toContainText('Waiting');
  await row.getByRole('button', { name: `Review the application of ${member}` }).click();
  const review = page.getByRole('dialog', { name: `Application of ${member}` });
  await expect(review.getByText('My big win on Friday')).toBeVisible();
  const picture = review.getByRole('img', { name: 'Picture 1 of the application' });
  await expect(picture).toBeVisible();
  expect(await picture.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(1);
  await expect(review.getByRole('note')).toContainText('Approving grants 40.00');
  await review.getByRole('button', { name: 'Approve' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `Approved the application of ${member}` }),
  ).toBeVisible();
  const applications = (await lobbyValue('GET', '/wps/relay/MCSFE_getPromotionApplications', { token })) as {
    list: { status: string }[];
  };
  expect(applications.list[0]?.status).toBe('approved');

  // The member's page: the bonus with its progress, cancelled with a reason.
  await page.getByRole('radiogroup', { name: 'Show' }).getByText('Approved', { exact: true }).click();
  const approved = queue.getByRole('row').filter({ hasText: member });
  await expect(approved).toContainText('Approved');
  await approved.getByRole('link', { name: member }).click();
  await expect(page.getByRole('heading', { name: member })).toBeVisible();
  await page.getByRole('tab', { name: 'Bonuses' }).click();
  const bonuses = page.getByRole('table', { name: 'Bonuses' });
  const bonus = bonuses.getByRole('row').filter({ hasText: applyTitle });
  await expect(bonus).toContainText('Active');
  await expect(bonus).toContainText('40.00');
  await bonus.getByRole('button', { name: 'Cancel bonus' }).click();
  const cancel = page.getByRole('dialog', { name: `Cancel the bonus “${applyTitle}”` });
  await cancel.getByRole('button', { name: 'Cancel the bonus' }).click();
  await expect(cancel.getByText('Required')).toBeVisible();
  await cancel.getByRole('textbox', { name: 'Reason' }).fill('Same person as another account');
  await cancel.getByRole('button', { name: 'Cancel the bonus' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The bonus was cancelled.' })).toBeVisible();
  await expect(bonus).toContainText('Cancelled');

  const mine = (await lobbyValue('GET', '/wps/relay/MCSFE_getMemberBonuses', { token })) as {
    active: unknown;
    history: { status: string; balance: string | null }[];
  };
  expect(mine.active).toBeNull();
  expect(mine.history[0]).toMatchObject({ status: 'cancelled', balance: null });
  expect(refused).toEqual([]);
});
