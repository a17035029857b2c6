/**
 * Operator roles and permissions. Every /ops endpoint names the one permission it needs and the
 * server checks it; a console only hides what a role cannot do. Which role holds which permission
 * is the server's decision (its role map), so the console asks GET /ops/session/me for its own.
 */
export const OPS_PERMISSIONS = [
  /** See operators and their roles. */
  'operators.read',
  /** Create operators, change their roles, disable them. */
  'operators.manage',
  /** Read and export the audit log. */
  'audit.read',
  /** See the deposit and withdrawal queues. */
  'payments.read',
  /** Approve and reject deposits and withdrawals. */
  'payments.decide',
  /** Adjust a member's balance with a reason. */
  'balance.adjust',
  /** The ledger's reconciliation report. */
  'ledger.read',
  /** See announcements, popups, banners and inbox content. */
  'content.read',
  /** Create, change and delete announcements, popups and banners; send inbox messages. */
  'content.manage',
  /** Issue rewards to members. */
  'rewards.issue',
  /** Answer members' live chats. */
  'chat.answer',
  /** Find members and see a member's profile, money, play, sessions, notes and history. */
  'members.read',
  /** Lock and unlock members, end their sessions, send a reset link, add notes. */
  'members.manage',
  /** The dashboard and the GGR and payments reports, with their CSV exports. */
  'reports.read',
  /** See the game vendors, categories and games. */
  'games.read',
  /** Switch games and vendors on and off, mark hot games, order them, import catalogues. */
  'games.manage',
  /** See lottery games, issues, draws and orders. */
  'lottery.read',
  /** See the merchant's settings (maintenance, whitelabel flags, limits, region rules). */
  'settings.read',
  /** Switch maintenance and whitelabel flags. */
  'settings.manage',
  /** See promotions, members' applications and bonuses, and the outstanding bonus liability. */
  'promotions.read',
  /** Define promotions, decide applications, cancel a member's bonus. */
  'promotions.write',
  /** Upload pictures (banners, game icons) to the picture store. */
  'uploads.write',
  /** See AML alerts and their case logs, the AML rules, and export a case for a suspicious-activity report. */
  'compliance.read',
  /** Work AML alerts (notes, status, outcome) and set the AML rules' thresholds. */
  'compliance.manage',
] as const;
export type OpsPermission = (typeof OPS_PERMISSIONS)[number];

export const OPS_ROLES = ['admin', 'support', 'payments', 'compliance', 'marketing', 'auditor'] as const;
export type OpsRole = (typeof OPS_ROLES)[number];
