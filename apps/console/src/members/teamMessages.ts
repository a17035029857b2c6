/** Texts of a member's place in the referral tree: upline, team, moving to another upline. */
export const memberTeamEn = {
  'member.fact.upline': 'Upline',
  'member.fact.team': 'Team',
  'member.team.size': '{{members}} members, {{direct}} direct',
  'member.team.top': 'None (top of the tree)',
  'member.tab.team': 'Direct downlines',
  'member.team.col.username': 'Member',
  'member.team.col.type': 'Type',
  'member.team.col.teamMembers': 'Own team',
  'member.team.col.registered': 'Registered',
  'member.team.locked': 'Locked',
  'member.moveUpline': 'Move to another upline',
  'member.moveUpline.title': 'Move {{name}} to another upline',
  'member.moveUpline.explain':
    'The member moves with everyone under it. Team figures follow the move. Leave the upline empty to put the member at the top of the tree.',
  'member.moveUpline.upline': 'New upline (username)',
  'member.moveUpline.confirm': 'Move',
  'member.moveUpline.done': 'Moved with a team of {{count}} members.',
} as const;

export const memberTeamUr: Record<keyof typeof memberTeamEn, string> = {
  'member.fact.upline': 'اپ لائن',
  'member.fact.team': 'ٹیم',
  'member.team.size': '{{members}} ممبر، {{direct}} براہِ راست',
  'member.team.top': 'کوئی نہیں (درخت میں سب سے اوپر)',
  'member.tab.team': 'براہِ راست ڈاؤن لائن',
  'member.team.col.username': 'ممبر',
  'member.team.col.type': 'قسم',
  'member.team.col.teamMembers': 'اپنی ٹیم',
  'member.team.col.registered': 'رجسٹریشن',
  'member.team.locked': 'لاک',
  'member.moveUpline': 'دوسری اپ لائن میں منتقل کریں',
  'member.moveUpline.title': '{{name}} کو دوسری اپ لائن میں منتقل کریں',
  'member.moveUpline.explain':
    'ممبر اپنے نیچے سب کے ساتھ منتقل ہوتا ہے۔ ٹیم کے اعداد و شمار بھی ساتھ جاتے ہیں۔ ممبر کو درخت میں سب سے اوپر رکھنے کے لیے اپ لائن خالی چھوڑ دیں۔',
  'member.moveUpline.upline': 'نئی اپ لائن (یوزر نیم)',
  'member.moveUpline.confirm': 'منتقل کریں',
  'member.moveUpline.done': '{{count}} ممبران کی ٹیم کے ساتھ منتقل کر دیا گیا۔',
};
