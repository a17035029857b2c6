/** The Payments screen's deposit channels tab (spread into en.ts, ur.ts). */
export const channelsEn = {
  'channels.tab': 'Deposit channels',
  'channels.note':
    'The channels the lobby’s deposit screen offers, in this order, with the smallest and largest deposit of each.',
  'channels.readOnly': 'Only an administrator can change deposit channels.',
  'channels.col.name': 'Channel',
  'channels.col.kind': 'Kind',
  'channels.col.enabled': 'Offered',
  'channels.col.min': 'Smallest deposit',
  'channels.col.max': 'Largest deposit',
  'channels.col.order': 'Order',
  'channels.enabledOf': '{{name}} offered',
  'channels.minOf': 'Smallest deposit for {{name}}',
  'channels.maxOf': 'Largest deposit for {{name}}',
  'channels.orderOf': 'Order of {{name}}',
  'channels.saveOf': 'Save {{name}}',
  'channels.save': 'Save',
  'channels.saved': '{{name}} saved.',
  'channels.empty': 'This merchant has no deposit channels.',
  'channels.amountInvalid': 'Enter an amount above 0 such as 100 or 100.50.',
  'channels.minAboveMax': 'The smallest deposit must not be more than the largest.',
  'channels.orderInvalid': 'Enter a whole number from 0.',
} as const;

export type ChannelsMessageKey = keyof typeof channelsEn;

export const channelsUr: Readonly<Record<ChannelsMessageKey, string>> = {
  'channels.tab': 'ڈپازٹ چینلز',
  'channels.note':
    'وہ چینلز جو لابی کی ڈپازٹ اسکرین اسی ترتیب سے پیش کرتی ہے، ہر ایک کی کم از کم اور زیادہ سے زیادہ ڈپازٹ کے ساتھ۔',
  'channels.readOnly': 'ڈپازٹ چینلز صرف ایڈمنسٹریٹر بدل سکتا ہے۔',
  'channels.col.name': 'چینل',
  'channels.col.kind': 'قسم',
  'channels.col.enabled': 'پیش کیا گیا',
  'channels.col.min': 'کم از کم ڈپازٹ',
  'channels.col.max': 'زیادہ سے زیادہ ڈپازٹ',
  'channels.col.order': 'ترتیب',
  'channels.enabledOf': '{{name}} پیش کیا گیا',
  'channels.minOf': '{{name}} کی کم از کم ڈپازٹ',
  'channels.maxOf': '{{name}} کی زیادہ سے زیادہ ڈپازٹ',
  'channels.orderOf': '{{name}} کی ترتیب',
  'channels.saveOf': '{{name}} محفوظ کریں',
  'channels.save': 'محفوظ کریں',
  'channels.saved': '{{name}} محفوظ ہو گیا۔',
  'channels.empty': 'اس مرچنٹ کا کوئی ڈپازٹ چینل نہیں۔',
  'channels.amountInvalid': '0 سے زیادہ رقم درج کریں، جیسے 100 یا 100.50۔',
  'channels.minAboveMax': 'کم از کم ڈپازٹ زیادہ سے زیادہ سے بڑھ نہیں سکتی۔',
  'channels.orderInvalid': '0 یا اس سے بڑا پورا عدد درج کریں۔',
};
