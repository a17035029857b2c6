import type { Page } from '@playwright/test';
import { expect, restingPage, test } from './support/test.ts';
import type { ExtraServer } from './support/server.ts';
import { chooseUrdu } from './support/language.ts';
import {
  amountText,
  logIn,
  memberGet,
  operatorDecide,
  sessionToken,
  startWalletServer,
} from './support/wallet.ts';

/**
 * The wallet at the phone viewport, against the real server: deposit
 * through the demo gateway and by manual transfer (operator approves), bind a card, set a payment
 * password, withdraw twice (operator approves one and rejects the other), see every movement in
 * the records, then once in Urdu. The steps build on each other, so they run in order.
 */
test.describe.configure({ mode: 'serial' });

let server: ExtraServer;
let page: Page;

test.beforeAll(async ({ browser }) => {
  server = await startWalletServer();
  page = await restingPage(browser);
});

test.afterAll(async () => {
  await page?.context().close();
  await server?.stop();
});

/** Taps a chip; its radio is checked once the filter is in the address. */
async function choose(name: string): Promise<void> {
  const radio = page.getByRole('radio', { name, exact: true });
  await radio.click();
  await expect(radio).toBeChecked();
}

/** The balance the deposit and withdraw screens show, as plain digits. */
async function shownBalance(): Promise<string> {
  const card = page.getByRole('region', { name: /Balance|Available balance/ });
  await expect(card).not.toContainText('—');
  return amountText((await card.locator('.balance-card__amount').textContent()) ?? '');
}

async function openDeposit(): Promise<void> {
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Deposit' }).click();
  await expect(page).toHaveURL(/\/m\/voucherCenter$/);
}

test('log in as the demo player; the header shows the balance', async () => {
  await logIn(page, server.baseUrl);
  await expect(page.getByRole('banner').getByRole('link', { name: /Demo Player/ })).toBeVisible();
  // Beside the name, as money: the whole balance with its symbol.
  await expect(page.getByRole('banner')).toContainText(/¥[\d,]+/);
});

test('deposit through the demo gateway: the balance rises everywhere', async () => {
  await openDeposit();
  const before = await shownBalance();
  await choose('Online payment');
  await page.getByRole('button', { name: '200', exact: true }).click();
  await expect(page.getByRole('textbox', { name: 'Amount' })).toHaveValue('200');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/pay\/demo\//);
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(page).toHaveURL(/\/m\/voucherCenter\?depositId=/);
  await expect(page.getByRole('heading', { name: 'Deposit credited' })).toBeVisible();
  await expect.poll(shownBalance).toBe((Number(before) + 200).toFixed(2));
  await page.goto(`${server.baseUrl}/m/home`);
  await expect(page.getByRole('banner')).toContainText(
    `¥${(Number(before) + 200).toLocaleString('en-US', { maximumFractionDigits: 0 })}`,
  );
});

test('withdraw leads to a payment password, then a bank card', async () => {
  await page.goto(`${server.baseUrl}/m/withdraw`);
  await page.getByRole('link', { name: 'Set payment password' }).click();
  await expect(page).toHaveURL(/\/m\/member\/paymentPassword/);
  await page.getByLabel('New payment password').fill('12345');
  await page.getByLabel('Confirm payment password').fill('123456');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The payment password is 6 digits')).toBeVisible();
  await page.getByLabel('New payment password').fill('123456');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/m\/withdraw$/);

  await page.getByRole('link', { name: 'Add a bank card' }).click();
  await expect(page).toHaveURL(/\/m\/member\/bankCards/);
  const bank = page.getByRole('combobox', { name: 'Bank' });
  await bank.selectOption({ index: 1 });
  await page.getByRole('textbox', { name: 'Card number' }).fill('6222 0212 3456 7890');
  const name = page.getByRole('textbox', { name: 'Account name' });
  if (await name.isEditable()) await name.fill('Demo Player');
  await page.getByRole('button', { name: 'Bind card' }).click();
  const cards = page.getByRole('list').filter({ hasText: '7890' });
  await expect(cards).toBeVisible();
  await expect(cards).not.toContainText('6222021234567890');
  await page.getByRole('link', { name: 'Done' }).click();
  await expect(page).toHaveURL(/\/m\/withdraw$/);
  // The card's masked number reads on one line of its own, never split beside the bank's name.
  const number = page.locator('.payout__card').getByText('**** **** 7890', { exact: true });
  await expect(number).toBeVisible();
  const height = (await number.boundingBox())?.height ?? 0;
  const fontSize = await number.evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
  expect(height).toBeLessThan(fontSize * 2);
});

test('manual bank transfer: pending until the operator approves', async () => {
  await openDeposit();
  const before = await shownBalance();
  await choose('Bank transfer');
  await expect(page.getByRole('button', { name: 'Copy Account number' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Amount' }).fill('500');
  await page.getByLabel('Payer name (as on your bank account)').fill('Demo Player');
  await page.getByLabel('Reference').fill('BANKREF123');
  await page.getByRole('button', { name: 'I have transferred the money' }).click();
  await expect(page.getByRole('heading', { name: 'Submitted, waiting for approval' })).toBeVisible();
  const depositId = new URL(page.url()).searchParams.get('depositId') ?? '';
  expect(depositId).not.toBe('');
  expect(await shownBalance()).toBe(before);
  await operatorDecide(server, 'deposit', depositId, 'approve');
  // The status view asks again by itself; approval refreshes every balance on screen.
  await expect(page.getByRole('heading', { name: 'Deposit credited' })).toBeVisible({ timeout: 15_000 });
  await expect.poll(shownBalance).toBe((Number(before) + 500).toFixed(2));
});

async function withdraw(amount: string): Promise<string> {
  await page.goto(`${server.baseUrl}/m/withdraw`);
  const before = await shownBalance();
  await page.getByRole('textbox', { name: 'Amount' }).fill(amount);
  await page.getByLabel('Payment password').fill('123456');
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Withdrawal requested' })).toBeVisible();
  // The hold leaves the available balance at once.
  await expect.poll(shownBalance).toBe((Number(before) - Number(amount)).toFixed(2));
  return before;
}

test('withdraw twice; the operator approves one and rejects the other (money back)', async () => {
  const start = await withdraw('300');
  await withdraw('400');
  const token = await sessionToken(page);
  const records = await memberGet<{ content: { withdrawId: string; amount: string; status: string }[] }>(
    server.baseUrl,
    token,
    '/wps/relay/MCS2_WithdrawTransactionReport',
  );
  const byAmount = (amount: string) => records.content.find((item) => Number(item.amount) === Number(amount));
  await operatorDecide(server, 'withdrawal', byAmount('300')?.withdrawId ?? '', 'approve');
  await operatorDecide(server, 'withdrawal', byAmount('400')?.withdrawId ?? '', 'reject');
  await page.goto(`${server.baseUrl}/m/withdraw`);
  await expect.poll(shownBalance).toBe((Number(start) - 300).toFixed(2));
});

test('the records show every movement', async () => {
  await page.goto(`${server.baseUrl}/m/member/home`);
  await page.getByRole('link', { name: 'Deposit record' }).click();
  const deposits = page.getByRole('list', { name: 'Deposit records' });
  // The seeded opening deposit, the gateway one and the manual one.
  await expect(deposits.getByRole('listitem').filter({ hasText: 'Approved' })).toHaveCount(3);
  await expect(deposits).toContainText('¥200.00');
  await expect(deposits).toContainText('¥500.00');
  await choose('Pending');
  await expect(page.getByText('No records in this period.')).toBeVisible();

  await page.goto(`${server.baseUrl}/m/member/withdrawRecord`);
  const withdrawals = page.getByRole('list', { name: 'Withdrawal records' });
  await expect(withdrawals.getByRole('listitem')).toHaveCount(2);
  await choose('Rejected');
  await expect(withdrawals.getByRole('listitem')).toHaveCount(1);
  await expect(withdrawals).toContainText('400.00');

  await page.goto(`${server.baseUrl}/m/member/transactions`);
  const movements = page.getByRole('list', { name: 'Transaction history' });
  await expect(movements).toContainText('+¥200.00');
  await expect(movements).toContainText('+¥500.00');
  await expect(movements).toContainText('-¥300.00');
  await page.getByRole('combobox', { name: 'Type' }).selectOption('DEPOSIT');
  await expect(movements).not.toContainText('-¥300.00');

  await page.goto(`${server.baseUrl}/m/gameRecord`);
  await expect(page.getByText(/No bets in this period/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Totals' })).toBeVisible();
});

test('bind an e-wallet from the withdraw screen and withdraw to it', async () => {
  await page.goto(`${server.baseUrl}/m/withdraw`);
  await page.getByRole('tab', { name: 'E-wallet' }).click();
  const panel = page.getByRole('tabpanel', { name: 'E-wallet' });
  await expect(panel).toContainText('No e-wallet yet.');
  await panel.getByRole('link', { name: 'Add an e-wallet' }).click();
  await expect(page).toHaveURL(/\/m\/member\/bankCards\?type=ewallet/);
  await page.getByRole('combobox', { name: 'E-wallet' }).selectOption({ label: 'JazzCash' });
  const number = page.getByRole('textbox', { name: 'Mobile number (e-wallet account)' });
  await number.fill('6222 0212 3456 7890');
  await page.getByRole('button', { name: 'Bind card' }).click();
  await expect(
    page.getByText('Enter the mobile number of your e-wallet account, e.g. 03001234567'),
  ).toBeVisible();
  await number.fill('+92 300 1234567');
  await page.getByRole('button', { name: 'Bind card' }).click();
  await expect(page.getByRole('list').filter({ hasText: '03** ***4567' })).toBeVisible();
  await page.getByRole('link', { name: 'Done' }).click();
  await expect(page).toHaveURL(/\/m\/withdraw$/);

  await page.getByRole('tab', { name: 'E-wallet' }).click();
  await expect(page.getByRole('radio', { name: /JazzCash 03\*\* \*\*\*4567/ })).toBeChecked();
  const before = await shownBalance();
  await page.getByRole('textbox', { name: 'Amount' }).fill('150');
  await page.getByLabel('Payment password').fill('123456');
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Withdrawal requested' })).toBeVisible();
  await expect.poll(shownBalance).toBe((Number(before) - 150).toFixed(2));
  const records = await memberGet<{ content: { amount: string; bankName: string; maskedNumber: string }[] }>(
    server.baseUrl,
    await sessionToken(page),
    '/wps/relay/MCS2_WithdrawTransactionReport',
  );
  expect(records.content[0]).toMatchObject({
    amount: '150.00',
    bankName: 'JazzCash',
    maskedNumber: '03** ***4567',
  });
});

test('QR and crypto deposits show a QR code and copyable details', async () => {
  await openDeposit();
  await choose('QR code');
  await page.getByRole('textbox', { name: 'Amount' }).fill('100');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Scan to pay' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'QR code of the payment' })).toBeVisible();
  await page.getByRole('button', { name: 'Make another deposit' }).click();
  await choose('Crypto');
  await expect(page.getByRole('img', { name: 'QR code of the payment' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copy Address' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copy Network' })).toBeVisible();
});

test('once in Urdu: the records read right to left with amounts left to right', async () => {
  await page.goto(`${server.baseUrl}/m/member/withdrawRecord`);
  await chooseUrdu(page);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'رقم نکالنے کے ریکارڈ' })).toBeVisible();
  const list = page.getByRole('list', { name: 'رقم نکالنے کے ریکارڈ' });
  await expect(list).toContainText('منظور');
  await expect(list).toContainText('مسترد');
  await page.goto(`${server.baseUrl}/m/voucherCenter`);
  await expect(page.getByRole('radio', { name: 'آن لائن ادائیگی' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'رقم' })).toHaveAttribute('dir', 'ltr');
});
