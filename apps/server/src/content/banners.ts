/**
 * Promotional banners seeded for a new merchant. The pictures are drawn by our own server
 * (see modules/cdn/banner-svg.ts), so a fresh install shows a complete lobby without assets from
 * anywhere else.
 */
import { BannerGroup } from '@openlobby/contract';
import type { Localized } from './localized.ts';

export interface BannerArt {
  /** Gradient stops, left to right. */
  readonly colors: readonly [string, string];
  readonly accent: string;
  readonly kicker: string;
  readonly headline: string;
  readonly subline: string;
  readonly cta: string;
  readonly motif: 'coins' | 'rings' | 'balls' | 'stars' | 'phone' | 'cards' | 'spotlight';
}

export interface SeedBanner {
  /** File name under /cdn/banners/. */
  readonly slug: string;
  readonly group: BannerGroup;
  readonly title: Localized;
  readonly link: string;
  readonly art: BannerArt;
}

export const seedBanners: readonly SeedBanner[] = [
  {
    slug: 'welcome-bonus',
    group: BannerGroup.HOME,
    title: { EN: 'Welcome bonus 100% up to ￥888', UR: 'خوش آمدید بونس: 100% تک ￥888' },
    link: '/m/activity',
    art: {
      colors: ['#5b21b6', '#db2777'],
      accent: '#fde047',
      kicker: 'NEW MEMBERS',
      headline: 'WELCOME BONUS 100%',
      subline: 'UP TO ￥888 ON YOUR FIRST DEPOSIT',
      cta: 'CLAIM NOW',
      motif: 'coins',
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
      kicker: 'EVERY DAY',
      headline: 'CASHBACK 1.5%',
      subline: 'ON EVERY BET, PAID OUT DAILY',
      cta: 'SEE DETAILS',
      motif: 'rings',
    },
  },
  {
    slug: 'lottery-jackpot',
    group: BannerGroup.HOME,
    title: { EN: 'Lottery jackpot ￥1,000,000', UR: 'لاٹری جیک پاٹ ￥1,000,000' },
    link: '/m/lottery',
    art: {
      colors: ['#b45309', '#dc2626'],
      accent: '#fef08a',
      kicker: 'DRAWS EVERY 5 MINUTES',
      headline: 'JACKPOT ￥1,000,000',
      subline: 'PICK YOUR NUMBERS BEFORE THE NEXT DRAW',
      cta: 'PLAY LOTTERY',
      motif: 'balls',
    },
  },
  {
    slug: 'invite-friends',
    group: BannerGroup.HOME,
    title: { EN: 'Invite friends, earn ￥58 each', UR: 'دوستوں کو مدعو کریں، ہر ایک پر ￥58 کمائیں' },
    link: '/m/inviteFriends',
    art: {
      colors: ['#1e3a8a', '#7c3aed'],
      accent: '#93c5fd',
      kicker: 'REFER A FRIEND',
      headline: 'EARN ￥58 EACH',
      subline: 'FOR EVERY FRIEND WHO JOINS AND PLAYS',
      cta: 'INVITE NOW',
      motif: 'stars',
    },
  },
  {
    slug: 'app-download',
    group: BannerGroup.HOME,
    title: { EN: 'App download bonus up to ￥3,888', UR: 'ایپ ڈاؤن لوڈ بونس ￥3,888 تک' },
    link: '/m/app',
    art: {
      colors: ['#0f172a', '#0d9488'],
      accent: '#5eead4',
      kicker: 'LIMITED TIME EVENT',
      headline: 'APP BONUS ￥3,888',
      subline: 'DOWNLOAD THE APP AND LOG IN TO CLAIM',
      cta: 'DOWNLOAD',
      motif: 'phone',
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
      kicker: 'LIVE NOW',
      headline: 'LIVE CASINO 24/7',
      subline: 'BACCARAT, ROULETTE AND BLACKJACK',
      cta: 'JOIN A TABLE',
      motif: 'cards',
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
      kicker: 'TONIGHT 8 PM',
      headline: 'LIVE SHOWS',
      subline: 'CHAT WITH HOSTS AND WIN SURPRISE GIFTS',
      cta: 'WATCH LIVE',
      motif: 'spotlight',
    },
  },
];
