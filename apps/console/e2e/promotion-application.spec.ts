/**
 * An application for a promotion from start to end, as the two people involved see it: a new member
 * on a phone (390x844, touch) opens the promotions page of the lobby, applies for the demo's
 * screenshot contest with a comment and two real pictures (a PNG and a JPEG, picked with the file
 * input) and sees it pending under "My applications"; an admin in the console finds it in the queue
 * with both pictures drawn and approves it; the phone, reloaded, shows it approved, and the reward
 * centre shows the contest's bonus as the active bonus. Once in English with the light theme, once
 * in Urdu with the dark theme (right to left, found by the Urdu names).
 */
import { type Browser, type Locator, type Page, expect, test } from '@playwright/test';
import { memberToken } from './support/lobby.ts';
import { OPERATOR_PASSWORD, signIn } from './support/operator.ts';
import { refusedByCsp } from './support/pictures.ts';
import { E2E_BASE_URL, createAdminWithCli } from './support/server.ts';

/** A real 24x24 PNG (red) and a real 24x24 JPEG (blue), as a phone's gallery would hold them. */
const WIN_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABgAAAAYCAIAAABvFaqvAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAKElEQVQ4jWN4ZhNFFcQwatCz0TB6NpqObEaziM1oMRI1WkJGDWQtAgChWVcuXb1g6QAAAABJRU5ErkJggg==',
  'base64',
);
const WIN_JPEG = Buffer.from(
  '/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAAYABgDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAX/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFgEBAQEAAAAAAAAAAAAAAAAAAAYH/8QAFBEBAAAAAAAAAAAAAAAAAAAAAP/aAAwDAQACEQMRAD8AhgNIRAAAAAAD/9k=',
  'base64',
);

type Look = 'EN light' | 'UR dark';

/** What each side shows, in the language of the run (the product's own texts). */
interface Words {
  readonly language: 'EN' | 'UR';
  readonly theme: 'light' | 'dark';
  readonly dir: 'ltr' | 'rtl';
  readonly contest: string;
  readonly apply: string;
  readonly applyDialog: string;
  readonly comment: string;
  readonly picture: (n: number) => string;
  readonly submit: string;
  readonly sent: string;
  readonly myApplications: string;
  readonly pending: string;
  readonly approved: string;
  readonly activeBonus: string;
  readonly consoleSections: string;
  readonly promotions: string;
  readonly applications: string;
  readonly waiting: string;
  readonly reviewOf: (member: string) => string;
  readonly applicationOf: (member: string) => string;
  readonly applicationPicture: (n: number) => string;
  readonly grants: string;
  readonly approve: string;
  readonly approvedToast: (member: string) => string;
}

const WORDS: Readonly<Record<Look, Words>> = {
  'EN light': {
    language: 'EN',
    theme: 'light',
    dir: 'ltr',
    contest: 'Big win screenshot contest',
    apply: 'Apply',
    applyDialog: 'Apply: Big win screenshot contest',
    comment: 'Comment',
    picture: (n) => `Picture ${n}`,
    submit: 'Submit application',
    sent: 'Application sent. We will review it soon',
    myApplications: 'My applications',
    pending: 'Pending',
    approved: 'Approved',
    activeBonus: 'Active bonus',
    consoleSections: 'Console sections',
    promotions: 'Promotions',
    applications: 'Applications',
    waiting: 'Waiting',
    reviewOf: (member) => `Review the application of ${member}`,
    applicationOf: (member) => `Application of ${member}`,
    applicationPicture: (n) => `Picture ${n} of the application`,
    grants: 'Approving grants 100.00',
    approve: 'Approve',
    approvedToast: (member) => `Approved the application of ${member}.`,
  },
  'UR dark': {
    language: 'UR',
    theme: 'dark',
    dir: 'rtl',
    contest: 'بڑی جیت اسکرین شاٹ مقابلہ',
    apply: 'درخواست دیں',
    applyDialog: 'درخواست: بڑی جیت اسکرین شاٹ مقابلہ',
    comment: 'تبصرہ',
    picture: (n) => `تصویر ${n}`,
    submit: 'درخواست بھیجیں',
    sent: 'درخواست بھیج دی گئی۔ ہم جلد اس کا جائزہ لیں گے',
    myApplications: 'میری درخواستیں',
    pending: 'زیرِ غور',
    approved: 'منظور',
    activeBonus: 'جاری بونس',
    consoleSections: 'کنسول کے حصے',
    promotions: 'پروموشنز',
    applications: 'درخواستیں',
    waiting: 'منتظر',
    reviewOf: (member) => `${member} کی درخواست کا جائزہ لیں`,
    applicationOf: (member) => `${member} کی درخواست`,
    applicationPicture: (n) => `درخواست کی تصویر ${n}`,
    grants: 'منظوری پر 100.00 بونس ملے گا۔',
    approve: 'منظور کریں',
    approvedToast: (member) => `${member} کی درخواست منظور ہو گئی۔`,
  },
};

/** The member's phone: the lobby the suite's server serves, signed in with `token`, in `words`' look. */
async function openPhone(browser: Browser, token: string, username: string, words: Words): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const phone = await context.newPage();
  await phone.addInitScript(
    ([session, language, theme]) => {
      sessionStorage.setItem('MC_SESSION_INFO', session);
      localStorage.setItem('language', language);
      localStorage.setItem('theme', theme);
      // The seed's popups stay closed (as in the lobby's own specs).
      localStorage.setItem('popupShowA', 'false');
      localStorage.setItem('popupShowB', 'false');
      localStorage.setItem('downloadPopupRestsUntil', String(Number.MAX_SAFE_INTEGER));
    },
    [
      JSON.stringify({
        token,
        merchantCode: 'OPENLOBBY',
        userName: username,
        type: 0,
        firstTimeLogin: false,
      }),
      words.language,
      words.theme,
    ] as const,
  );
  return phone;
}

/** Whether a picture on the page was drawn (loaded and decoded), not only put in the page. */
const drawnWidth = (picture: Locator) =>
  picture.evaluate((img) => (img instanceof HTMLImageElement && img.complete ? img.naturalWidth : 0));

for (const look of ['EN light', 'UR dark'] as const) {
  test(`a member applies with two pictures on the phone and sees the approval (${look})`, async ({
    browser,
    page,
  }, testInfo) => {
    test.setTimeout(180_000);
    const words = WORDS[look];
    const tag = `${testInfo.project.name.slice(0, 1)}${words.language.toLowerCase()}`;
    const member = `pa${tag}${Date.now().toString(36)}`.slice(0, 16);
    const admin = `paadmin_${testInfo.project.name}_${words.language.toLowerCase()}`;
    const comment = look === 'EN light' ? '120x win on the dragon slot' : 'ڈریگن سلاٹ پر 120 گنا جیت';

    // The phone: the contest, applied for with a comment and a PNG and a JPEG from the gallery.
    const token = await memberToken(member);
    const phone = await openPhone(browser, token, member, words);
    const phoneRefused = refusedByCsp(phone);
    await phone.goto(`${E2E_BASE_URL}/m/activity`);
    await expect(phone.locator('html')).toHaveAttribute('dir', words.dir);
    const contest = phone
      .getByRole('listitem')
      .filter({ has: phone.getByRole('heading', { name: words.contest }) });
    await contest.getByRole('button', { name: words.apply }).tap();
    const sheet = phone.getByRole('dialog', { name: words.applyDialog });
    await sheet.getByLabel(words.comment).fill(comment);
    await sheet.locator('input[type=file]').setInputFiles([
      { name: 'big-win.png', mimeType: 'image/png', buffer: WIN_PNG },
      { name: 'big-win.jpg', mimeType: 'image/jpeg', buffer: WIN_JPEG },
    ]);
    for (const n of [1, 2]) {
      const preview = sheet.getByRole('img', { name: words.picture(n) });
      await expect(preview).toBeVisible();
      expect(await drawnWidth(preview)).toBe(24);
    }
    await phone.screenshot({ path: testInfo.outputPath(`phone-apply-${words.language}.png`) });
    await sheet.getByRole('button', { name: words.submit }).tap();
    await expect(phone.getByText(words.sent)).toBeVisible();
    await expect(sheet).toBeHidden();
    const mine = phone.getByRole('region', { name: words.myApplications });
    const application = mine.getByRole('listitem').filter({ hasText: words.contest });
    await expect(application).toContainText(words.pending);
    await expect(application).toContainText(comment);
    await expect(contest.getByRole('status')).toHaveText(words.pending);

    // The console: the admin finds it waiting with both pictures, and approves it.
    const consoleRefused = refusedByCsp(page);
    const link = await createAdminWithCli(admin, OPERATOR_PASSWORD);
    await signIn(page, admin, link);
    if (look === 'UR dark') {
      await page.getByText('اردو', { exact: true }).click();
      await page.getByRole('button', { name: 'گہری تھیم' }).click();
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    }
    await page
      .getByRole('navigation', { name: words.consoleSections })
      .getByRole('link', { name: words.promotions })
      .click();
    await expect(page.getByRole('heading', { name: words.promotions, level: 2 })).toBeVisible();
    await page.getByRole('tab', { name: words.applications }).click();
    const row = page
      .getByRole('table', { name: words.applications })
      .getByRole('row')
      .filter({ hasText: member });
    await expect(row).toContainText(words.contest);
    await expect(row).toContainText(words.waiting);
    for (const n of [1, 2]) {
      const thumb = row.getByRole('img', { name: words.applicationPicture(n) });
      await expect(thumb).toBeVisible();
      await expect.poll(() => drawnWidth(thumb)).toBe(24);
    }
    await row.getByRole('button', { name: words.reviewOf(member) }).click();
    const review = page.getByRole('dialog', { name: words.applicationOf(member) });
    await expect(review.getByText(comment)).toBeVisible();
    for (const n of [1, 2]) {
      const picture = review.getByRole('img', { name: words.applicationPicture(n) });
      await expect(picture).toBeVisible();
      await expect.poll(() => drawnWidth(picture)).toBe(24);
    }
    await expect(review.getByRole('note')).toContainText(words.grants);
    await page.screenshot({ path: testInfo.outputPath(`console-review-${words.language}.png`) });
    await review.getByRole('button', { name: words.approve, exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: words.approvedToast(member) })).toBeVisible();

    // The phone again: approved on the card and in "My applications"; the bonus is the active one.
    await phone.reload();
    await expect(application).toContainText(words.approved);
    await expect(application).not.toContainText(words.pending);
    await expect(contest.getByRole('status')).toHaveText(words.approved);
    await application.scrollIntoViewIfNeeded();
    await phone.screenshot({ path: testInfo.outputPath(`phone-approved-${words.language}.png`) });
    await phone.goto(`${E2E_BASE_URL}/m/rewardCenter`);
    const bonus = phone.getByRole('region', { name: words.activeBonus });
    await expect(bonus).toContainText(words.contest);
    await expect(bonus).toContainText('100.00');
    await bonus.scrollIntoViewIfNeeded();
    await phone.screenshot({ path: testInfo.outputPath(`phone-bonus-${words.language}.png`) });
    await phone.context().close();

    expect(phoneRefused).toEqual([]);
    expect(consoleRefused).toEqual([]);
  });
}
