/** Every string of the chat and agent pages, in English and Urdu. */
import type { Language } from '@openlobby/contract';
import { html, type SafeHtml } from '../../platform/html.ts';

export const CHAT_TEXT = {
  EN: {
    title: 'Live chat',
    back: 'Back',
    placeholder: 'Type a message',
    send: 'Send',
    connecting: 'Connecting…',
    online: 'Connected.',
    agentsOnline: 'An agent is online and usually replies within {minutes} minutes.',
    noAgent:
      'No agent is online now. Opening hours: daily {hours} ({zone}). Your message will be answered here and in your inbox.',
    // One line however narrow the page: the script keeps the range together.
    hoursRange: '{from}–{to}',
    offline: 'Connection lost. Reconnecting…',
    expired: 'This chat link has expired. Go back and open live chat again.',
    sending: 'Sending',
    sent: 'Sent',
    seen: 'Seen',
    agent: 'Support',
    you: 'You',
    empty: 'Say hello — our support team is here to help.',
    agentTitle: 'Live chat — agent',
    username: 'Operator name',
    password: 'Password',
    otp: 'Authenticator or recovery code',
    login: 'Log in',
    loginFailed: 'Login failed. Check the name, password and code.',
    chats: 'Conversations',
    noChats: 'No conversations yet.',
    waiting: 'waiting',
    pick: 'Pick a conversation to answer.',
    agentOnline: 'Connected to the conversation.',
  },
  UR: {
    title: 'لائیو چیٹ',
    back: 'واپس',
    placeholder: 'پیغام لکھیں',
    send: 'بھیجیں',
    connecting: 'رابطہ ہو رہا ہے…',
    online: 'رابطہ ہو گیا۔',
    agentsOnline: 'ایک ایجنٹ آن لائن ہے اور عموماً {minutes} منٹ میں جواب دیتا ہے۔',
    noAgent:
      'اس وقت کوئی ایجنٹ آن لائن نہیں۔ اوقاتِ کار: روزانہ {hours} ({zone})۔ آپ کے پیغام کا جواب یہیں اور آپ کے ان باکس میں آئے گا۔',
    hoursRange: '{from} سے {to} تک',
    offline: 'رابطہ منقطع ہو گیا۔ دوبارہ جوڑا جا رہا ہے…',
    expired: 'اس چیٹ لنک کی میعاد ختم ہو چکی ہے۔ واپس جا کر لائیو چیٹ دوبارہ کھولیں۔',
    sending: 'بھیجا جا رہا ہے',
    sent: 'بھیج دیا گیا',
    seen: 'دیکھ لیا گیا',
    agent: 'سپورٹ',
    you: 'آپ',
    empty: 'سلام کہیں — ہماری سپورٹ ٹیم مدد کے لیے موجود ہے۔',
    agentTitle: 'لائیو چیٹ — ایجنٹ',
    username: 'آپریٹر کا نام',
    password: 'پاس ورڈ',
    otp: 'تصدیقی ایپ یا ریکوری کوڈ',
    login: 'لاگ اِن',
    loginFailed: 'لاگ اِن ناکام۔ نام، پاس ورڈ اور کوڈ چیک کریں۔',
    chats: 'گفتگو',
    noChats: 'ابھی کوئی گفتگو نہیں۔',
    waiting: 'منتظر',
    pick: 'جواب دینے کے لیے کوئی گفتگو منتخب کریں۔',
    agentOnline: 'گفتگو سے رابطہ ہو گیا۔',
  },
} as const satisfies Record<Language, Record<string, string>>;

export type ChatText = (typeof CHAT_TEXT)[Language];

/** Strings for the page's script, as data-* attributes of <body> (the CSP forbids inline script). */
export function dataAttributes(values: Readonly<Record<string, string>>): SafeHtml {
  return html`${Object.entries(values).map(
    ([key, value], i) =>
      html`${i === 0 ? null : ' '}data-${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}="${value}"`,
  )}`;
}
