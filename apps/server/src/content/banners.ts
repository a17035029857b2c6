/**
 * Promotional banners seeded for a new merchant. The pictures are drawn by our own server
 * (see modules/cdn/banner-svg.ts), so a fresh install shows a complete lobby without assets from
 * anywhere else. The art carries text, so each language has its own picture:
 * /cdn/banners/<slug>.<lang>.webp (and /cdn/banners/<slug>.webp, the default language's, for links
 * made before art was localised); .svg gives the drawing itself.
 *
 * Only characters every phone font has: the halfwidth yen sign ¥ (U+00A5), never the fullwidth
 * one (U+FFE5), which only CJK fonts carry and which showed as an empty box.
 */
import { BannerGroup, LANGUAGES, type Language } from '@openlobby/contract';
import type { Localized } from './localized.ts';
import { seededAmount } from './merchant-defaults.ts';

/** An amount on a banner, by the lobby's money formatter ("¥888"). */
const EN = (amount: string): string => seededAmount(amount, 'EN');
const UR = (amount: string): string => seededAmount(amount, 'UR');

/** The words on a banner picture, in one language. */
export interface BannerArtText {
  readonly kicker: string;
  readonly headline: string;
  readonly subline: string;
  readonly cta: string;
}

export interface BannerArt {
  /** Gradient stops, left to right. */
  readonly colors: readonly [string, string];
  readonly accent: string;
  readonly motif: 'coins' | 'rings' | 'balls' | 'stars' | 'phone' | 'cards' | 'spotlight';
  readonly text: Readonly<Record<Language, BannerArtText>>;
}

export interface SeedBanner {
  /** File name under /cdn/banners/. */
  readonly slug: string;
  readonly group: BannerGroup;
  readonly title: Localized;
  readonly link: string;
  readonly art: BannerArt;
}

/**
 * The picture of a banner in one language (WebP, see cdn/raster.ts); without a language, the
 * default language's.
 */
export function bannerArtUrl(slug: string, language?: Language): string {
  return language === undefined
    ? `/cdn/banners/${slug}.webp`
    : `/cdn/banners/${slug}.${language.toLowerCase()}.webp`;
}

export function localizedBannerArtUrls(slug: string): Localized {
  return Object.fromEntries(
    LANGUAGES.map((language) => [language, bannerArtUrl(slug, language)]),
  ) as Localized;
}

export const seedBanners: readonly SeedBanner[] = [
  {
    slug: 'welcome-bonus',
    group: BannerGroup.HOME,
    title: { EN: `Welcome bonus 100% up to ${EN('888')}`, UR: `خوش آمدید بونس 100%، ${UR('888')} تک` },
    link: '/m/activity',
    art: {
      colors: ['#5b21b6', '#db2777'],
      accent: '#fde047',
      motif: 'coins',
      text: {
        EN: {
          kicker: 'NEW MEMBERS',
          headline: 'WELCOME BONUS 100%',
          subline: `UP TO ${EN('888')} ON YOUR FIRST DEPOSIT`,
          cta: 'CLAIM NOW',
        },
        UR: {
          kicker: 'نئے ممبرز کے لیے',
          headline: 'خوش آمدید بونس 100%',
          subline: `پہلی جمع پر ${UR('888')} تک`,
          cta: 'ابھی حاصل کریں',
        },
      },
    },
  },
  {
    slug: 'daily-cashback',
    group: BannerGroup.HOME,
    title: { EN: 'Daily cashback up to 1.5%', UR: 'روزانہ کیش بیک 1.5% تک' },
    link: '/m/member/manualRebate',
    art: {
      colors: ['#065f46', '#0ea5e9'],
      accent: '#a7f3d0',
      motif: 'rings',
      text: {
        EN: {
          kicker: 'EVERY DAY',
          headline: 'CASHBACK 1.5%',
          subline: 'ON EVERY BET, PAID OUT DAILY',
          cta: 'SEE DETAILS',
        },
        UR: {
          kicker: 'ہر روز',
          headline: 'کیش بیک 1.5%',
          subline: 'ہر شرط پر، روزانہ ادائیگی',
          cta: 'تفصیل دیکھیں',
        },
      },
    },
  },
  {
    slug: 'lottery-jackpot',
    group: BannerGroup.HOME,
    title: { EN: `Lottery jackpot ${EN('1000000')}`, UR: `لاٹری جیک پاٹ ${UR('1000000')}` },
    link: '/m/lottery',
    art: {
      colors: ['#b45309', '#dc2626'],
      accent: '#fef08a',
      motif: 'balls',
      text: {
        EN: {
          kicker: 'DRAWS EVERY 5 MINUTES',
          headline: `JACKPOT ${EN('1000000')}`,
          subline: 'PICK YOUR NUMBERS BEFORE THE NEXT DRAW',
          cta: 'PLAY LOTTERY',
        },
        UR: {
          kicker: 'ہر 5 منٹ بعد قرعہ اندازی',
          headline: `جیک پاٹ ${UR('1000000')}`,
          subline: 'اگلی قرعہ اندازی سے پہلے اپنے نمبر چنیں',
          cta: 'لاٹری کھیلیں',
        },
      },
    },
  },
  {
    slug: 'invite-friends',
    group: BannerGroup.HOME,
    title: {
      EN: `Invite friends, earn ${EN('58')} each`,
      UR: `دوستوں کو مدعو کریں، ہر ایک پر ${UR('58')} کمائیں`,
    },
    link: '/m/inviteFriends',
    art: {
      colors: ['#1e3a8a', '#7c3aed'],
      accent: '#93c5fd',
      motif: 'stars',
      text: {
        EN: {
          kicker: 'REFER A FRIEND',
          headline: `EARN ${EN('58')} EACH`,
          subline: 'FOR EVERY FRIEND WHO JOINS AND PLAYS',
          cta: 'INVITE NOW',
        },
        UR: {
          kicker: 'دوست کو مدعو کریں',
          headline: `ہر دوست پر ${UR('58')}`,
          subline: 'ہر اُس دوست کے لیے جو شامل ہو کر کھیلے',
          cta: 'ابھی مدعو کریں',
        },
      },
    },
  },
  {
    slug: 'app-download',
    group: BannerGroup.HOME,
    title: { EN: `App download bonus up to ${EN('3888')}`, UR: `ایپ ڈاؤن لوڈ بونس ${UR('3888')} تک` },
    link: '/m/app',
    art: {
      colors: ['#0f172a', '#0d9488'],
      accent: '#5eead4',
      motif: 'phone',
      text: {
        EN: {
          kicker: 'LIMITED TIME EVENT',
          headline: `APP BONUS ${EN('3888')}`,
          subline: 'DOWNLOAD THE APP AND LOG IN TO CLAIM',
          cta: 'DOWNLOAD',
        },
        UR: {
          kicker: 'محدود وقت کی پیشکش',
          headline: `ایپ بونس ${UR('3888')}`,
          subline: 'ایپ ڈاؤن لوڈ کریں اور لاگ اِن کر کے بونس لیں',
          cta: 'ڈاؤن لوڈ کریں',
        },
      },
    },
  },
  {
    slug: 'live-casino',
    group: BannerGroup.LIVE,
    title: { EN: 'Live casino with real dealers', UR: 'اصلی ڈیلرز کے ساتھ لائیو کیسینو' },
    link: '/m/game',
    art: {
      colors: ['#14532d', '#166534'],
      accent: '#facc15',
      motif: 'cards',
      text: {
        EN: {
          kicker: 'LIVE NOW',
          headline: 'LIVE CASINO 24/7',
          subline: 'BACCARAT, ROULETTE AND BLACKJACK',
          cta: 'JOIN A TABLE',
        },
        UR: {
          kicker: 'ابھی لائیو',
          headline: 'لائیو کیسینو 24/7',
          subline: 'بیکریٹ، رولیٹ اور بلیک جیک',
          cta: 'ٹیبل پر آئیں',
        },
      },
    },
  },
  {
    slug: 'live-show',
    group: BannerGroup.LIVE,
    title: { EN: 'Live shows tonight at 8 pm', UR: 'آج رات 8 بجے لائیو شوز' },
    link: '/m/game',
    art: {
      colors: ['#831843', '#4c1d95'],
      accent: '#f9a8d4',
      motif: 'spotlight',
      text: {
        EN: {
          kicker: 'TONIGHT 8 PM',
          headline: 'LIVE SHOWS',
          subline: 'CHAT WITH HOSTS AND WIN SURPRISE GIFTS',
          cta: 'WATCH LIVE',
        },
        UR: {
          kicker: 'آج رات 8 بجے',
          headline: 'لائیو شوز',
          subline: 'میزبانوں سے بات کریں اور سرپرائز تحفے جیتیں',
          cta: 'لائیو دیکھیں',
        },
      },
    },
  },
];
