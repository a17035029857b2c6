/**
 * The demo's promotions (/m/activity): one or more of each kind — a first-deposit bonus and a
 * reload bonus (DEPOSIT), a welcome gift to claim (CLAIM), a screenshot contest to apply for (APPLY)
 * and rules-only notes (INFO) — with the seeded banner art and rules in English and Urdu.
 */
import type { Insertable, Transaction } from 'kysely';
import type { DatabaseSchema, PromotionTable } from '../../db/schema.ts';
import { bannerArtUrl } from '../../content/banners.ts';
import { sanitizeContent } from '../../modules/messaging/sanitize.ts';
import { html, render } from '../../platform/html.ts';

type Tx = Transaction<DatabaseSchema>;
const units = (major: number, scale: number) => BigInt(major) * 10n ** BigInt(scale);
const WEIGHTS = JSON.stringify({ RNG: 100, FISH: 100, LIVE: 10, PVP: 10, SPORTS: 50, LOTT: 0 });

const list = (lines: readonly string[], dir: 'ltr' | 'rtl') =>
  render(html`<ol dir="${dir}">${lines.map((line) => html`<li>${line}</li>`)}</ol>`);
const rules = (en: readonly string[], ur: readonly string[]) => ({
  rules_html_en: sanitizeContent(list(en, 'ltr')),
  rules_html_ur: sanitizeContent(list(ur, 'rtl')),
});

export async function seedDemoPromotions(tx: Tx, merchantId: number, scale: number, now: string) {
  const existing = await tx
    .selectFrom('promotion')
    .select('promo_id')
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();
  if (existing !== undefined) return;
  // Each seeded banner has its art in both languages (content/banners.ts).
  const art = (slug: string) => ({
    banner_url: bannerArtUrl(slug, 'EN'),
    banner_url_ur: bannerArtUrl(slug, 'UR'),
  });
  const base = { merchant_id: merchantId, created_at: now, updated_at: now, weights: WEIGHTS };
  const rows: Insertable<PromotionTable>[] = [
    {
      ...base,
      promo_id: 'FIRST10',
      kind: 'DEPOSIT',
      category: 'DEPOSIT',
      sort_order: 1,
      title_en: '10% first deposit bonus',
      title_ur: 'پہلی جمع پر 10% بونس',
      ...art('welcome-bonus'),
      ...rules(
        [
          '10% of your first deposit, up to 1,000.',
          'Minimum deposit 100.',
          'Wager bonus and deposit 10 times within 30 days.',
        ],
        [
          'آپ کی پہلی جمع کا 10%، زیادہ سے زیادہ 1,000۔',
          'کم از کم جمع 100۔',
          'بونس اور جمع کو 30 دن میں 10 بار کھیلیں۔',
        ],
      ),
      eligibility: JSON.stringify({ firstDeposit: true, oncePer: ['MEMBER'] }),
      bonus_bp: 1000,
      max_bonus_minor: units(1000, scale),
      min_deposit_minor: units(100, scale),
      wager_basis: 'BONUS_DEPOSIT',
      wager_multiple: 10,
      expiry_days: 30,
    },
    {
      ...base,
      promo_id: 'SLOTS5',
      kind: 'DEPOSIT',
      category: 'SLOTS',
      sort_order: 2,
      title_en: '5% slots reload bonus',
      title_ur: 'سلاٹس پر 5% ری لوڈ بونس',
      ...art('daily-cashback'),
      ...rules(
        ['5% of one deposit, up to 500, once.', 'Slots count in full; live games 10%.'],
        ['ایک جمع کا 5%، زیادہ سے زیادہ 500، ایک بار۔', 'سلاٹس پوری گنتی میں؛ لائیو گیمز 10%۔'],
      ),
      eligibility: JSON.stringify({ oncePer: ['MEMBER'] }),
      bonus_bp: 500,
      max_bonus_minor: units(500, scale),
      min_deposit_minor: units(200, scale),
      wager_basis: 'BONUS',
      wager_multiple: 5,
      expiry_days: 14,
    },
    {
      ...base,
      promo_id: 'WELCOME50',
      kind: 'CLAIM',
      category: 'NEWBIE',
      sort_order: 3,
      title_en: 'Welcome gift: 50 free bonus',
      title_ur: 'خوش آمدید تحفہ: 50 مفت بونس',
      ...art('live-casino'),
      ...rules(
        ['Claim 50 once per member and device.', 'Wager it 5 times within 7 days to turn it into cash.'],
        ['ہر ممبر اور ڈیوائس پر ایک بار 50 حاصل کریں۔', 'اسے نقد بنانے کے لیے 7 دن میں 5 بار کھیلیں۔'],
      ),
      eligibility: JSON.stringify({ oncePer: ['MEMBER', 'DEVICE'] }),
      fixed_bonus_minor: units(50, scale),
      wager_basis: 'BONUS',
      wager_multiple: 5,
      expiry_days: 7,
    },
    {
      ...base,
      promo_id: 'BIGWIN',
      kind: 'APPLY',
      category: 'SLOTS',
      sort_order: 4,
      title_en: 'Big win screenshot contest',
      title_ur: 'بڑی جیت اسکرین شاٹ مقابلہ',
      ...art('lottery-jackpot'),
      ...rules(
        ['Send a screenshot of a win of 50× or more.', 'Our team reviews every application within a day.'],
        ['50 گنا یا زیادہ کی جیت کا اسکرین شاٹ بھیجیں۔', 'ہماری ٹیم ہر درخواست کا ایک دن میں جائزہ لیتی ہے۔'],
      ),
      eligibility: JSON.stringify({ oncePer: ['MEMBER'] }),
      fixed_bonus_minor: units(100, scale),
      wager_basis: 'BONUS',
      wager_multiple: 3,
      expiry_days: 14,
    },
    {
      ...base,
      promo_id: 'LIVEWEEK',
      kind: 'INFO',
      category: 'LIVE',
      sort_order: 5,
      title_en: 'Live casino week',
      title_ur: 'لائیو کیسینو ہفتہ',
      ...art('live-show'),
      ...rules(
        ['New tables every evening this week.', 'No sign-up needed.'],
        ['اس ہفتے ہر شام نئی میزیں۔', 'سائن اپ کی ضرورت نہیں۔'],
      ),
    },
    {
      ...base,
      promo_id: 'INVITE',
      kind: 'INFO',
      category: 'OTHER',
      sort_order: 6,
      title_en: 'Invite friends, earn together',
      title_ur: 'دوستوں کو مدعو کریں، ساتھ کمائیں',
      ...art('invite-friends'),
      ...rules(['See the invite page for your link.'], ['اپنے لنک کے لیے دعوت کا صفحہ دیکھیں۔']),
    },
  ];
  // One at a time: SQLite has no DEFAULT in a multi-row VALUES, and the rows set different columns.
  for (const row of rows) await tx.insertInto('promotion').values(row).execute();
}
