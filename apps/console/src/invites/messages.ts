/** The invite friends section's text, spread into the console's dictionaries (en.ts, ur.ts). */
export const invitesConsoleEn = {
  'nav.invites': 'Invite friends',

  'invites.title': 'Invite friends',
  'invites.readOnly':
    'You can look at the invite settings; changing them needs the promotions write permission.',
  'invites.intro':
    "A member's direct invitees (friends who registered with their code) qualify by the rule below; 0 means not required. Qualified friends pay the per-friend reward once each, and milestones pay once when the member has that many qualified friends. Rewards come from the promotions account.",
  'invites.enabled': 'Invite rewards are open to members',
  'invites.minFirstDeposit': "Friend's first deposit at least",
  'invites.minValidBet': "Friend's valid bets at least",
  'invites.friendReward': 'Reward per qualified friend',
  'invites.milestones': 'Milestones',
  'invites.milestonesEmpty': 'No milestones: members see none.',
  'invites.friends': 'Qualified friends',
  'invites.friendsNamed': 'Qualified friends of milestone {{n}}',
  'invites.amount': 'Reward',
  'invites.amountNamed': 'Reward of milestone {{n}}',
  'invites.addMilestone': 'Add milestone',
  'invites.removeMilestone': 'Remove milestone {{n}}',
  'invites.save': 'Save invite settings',
  'invites.saved': 'Invite settings saved.',
  'invites.amountInvalid': 'An amount like 100 or 25.50; 0 when none.',
  'invites.friendsInvalid': 'A whole number from 1, different for each milestone.',
};

export const invitesConsoleUr: Record<keyof typeof invitesConsoleEn, string> = {
  'nav.invites': 'دوستوں کو مدعو کریں',

  'invites.title': 'دوستوں کو مدعو کریں',
  'invites.readOnly':
    'آپ دعوتی ترتیبات دیکھ سکتے ہیں؛ انہیں بدلنے کے لیے پروموشنز میں ترمیم کی اجازت درکار ہے۔',
  'invites.intro':
    'ممبر کے براہِ راست مدعو دوست (جو اس کے کوڈ سے رجسٹر ہوئے) نیچے دیے گئے اصول سے اہل ہوتے ہیں؛ 0 کا مطلب ہے شرط نہیں۔ ہر اہل دوست پر انعام ایک بار ملتا ہے، اور سنگِ میل کا انعام ایک بار جب ممبر کے اتنے اہل دوست ہو جائیں۔ انعامات پروموشن اکاؤنٹ سے ادا ہوتے ہیں۔',
  'invites.enabled': 'دعوتی انعامات ممبروں کے لیے کھلے ہیں',
  'invites.minFirstDeposit': 'دوست کی پہلی جمع کم از کم',
  'invites.minValidBet': 'دوست کی درست شرطیں کم از کم',
  'invites.friendReward': 'ہر اہل دوست کا انعام',
  'invites.milestones': 'سنگِ میل',
  'invites.milestonesEmpty': 'کوئی سنگِ میل نہیں: ممبروں کو کچھ نظر نہیں آتا۔',
  'invites.friends': 'اہل دوست',
  'invites.friendsNamed': 'سنگِ میل {{n}} کے اہل دوست',
  'invites.amount': 'انعام',
  'invites.amountNamed': 'سنگِ میل {{n}} کا انعام',
  'invites.addMilestone': 'سنگِ میل شامل کریں',
  'invites.removeMilestone': 'سنگِ میل {{n}} ہٹائیں',
  'invites.save': 'دعوتی ترتیبات محفوظ کریں',
  'invites.saved': 'دعوتی ترتیبات محفوظ ہو گئیں۔',
  'invites.amountInvalid': 'رقم جیسے 100 یا 25.50؛ نہ ہو تو 0۔',
  'invites.friendsInvalid': '1 سے پورا عدد، ہر سنگِ میل کے لیے الگ۔',
};
