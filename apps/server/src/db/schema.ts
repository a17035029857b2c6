/**
 * Table types for Kysely. Booleans are INTEGER 0/1 and times are ISO-8601 UTC text so the same
 * migrations and queries run unchanged on SQLite and PostgreSQL.
 */
import type { ColumnType, Generated } from 'kysely';

export interface MerchantTable {
  id: Generated<number>;
  code: string;
  name: string;
  currency_code: string;
  currency_symbol: string;
  decimal_separator: string;
  group_separator: string;
  currency_pattern: string;
  currency_scale: number;
  maintenance: number;
  created_at: string;
  /** The IANA zone whose calendar days the operator reports count in. */
  time_zone: Generated<string>;
  /** Registration refuses anyone younger (18..25, accounts/age.ts). */
  minimum_age: Generated<number>;
}

export interface WhitelabelFlagTable {
  merchant_id: number;
  flag: string;
  enabled: number;
}

export interface TemplateSettingTable {
  merchant_id: number;
  name: string;
  version: number;
}

export interface AnnouncementTable {
  id: Generated<number>;
  merchant_id: number;
  type: string;
  group_name: string;
  image_url: string;
  link: string;
  promotion_type: string | null;
  execution: string | null;
  sort_order: number;
  starts_at: string;
  ends_at: string | null;
}

export interface AnnouncementTextTable {
  announcement_id: number;
  language: string;
  title: string;
  content: string;
  /** This language's picture; empty for the announcement's shared image_url. */
  image_url: Generated<string>;
}

export interface HelpItemTable {
  id: Generated<number>;
  merchant_id: number;
  parent_id: number | null;
  sort_order: number;
}

export interface HelpItemTextTable {
  help_item_id: number;
  language: string;
  title: string;
  content: string;
}

export interface CustomerServiceTable {
  id: Generated<number>;
  merchant_id: number;
  cs_type: string;
  /** Plain text, or a sealed box when path_encrypted is 1. */
  path: string;
  path_encrypted: number;
  sort_order: number;
}

export interface DownloadLinkTable {
  id: Generated<number>;
  merchant_id: number;
  resource_type: string;
  url: string;
  sort_order: number;
}

export interface LiveModelTable {
  id: Generated<number>;
  merchant_id: number;
  name: string;
  avatar_url: string;
  streaming: number;
}

export interface CountryTable {
  code: string;
  dialing_code: string;
}

export interface CountryNameTable {
  country_code: string;
  language: string;
  name: string;
}

export interface MerchantHostTable {
  id: Generated<number>;
  merchant_id: number;
  /** DOMAIN, IMAGE_CDN or FALLBACK_IMAGE_CDN. */
  kind: string;
  address: string;
  sort_order: number;
}

export interface AuditLogTable {
  id: Generated<number>;
  occurred_at: string;
  actor: string;
  action: string;
  merchant_id: number | null;
  /** JSON. */
  detail: string;
  /** The acting operator; null for the command line, the system and entries older than the column. */
  operator_id: number | null;
  /** What was acted on, as `<kind>:<id>` (withdrawal:…, member:…, operator:…). */
  target: string | null;
  /** JSON of the state before and after the action, where it has one. */
  before_state: string | null;
  after_state: string | null;
  /** The client address the action came from. */
  address: string | null;
}

export interface MemberTable {
  id: Generated<number>;
  merchant_id: number;
  username: string;
  username_lower: string;
  type: number;
  nickname: string | null;
  email: string | null;
  email_lower: string | null;
  mobile: string | null;
  password_hash: string | null;
  payment_password_hash: string | null;
  payee_name: string | null;
  id_number: string | null;
  qq_num: string | null;
  facebook: string | null;
  wechat: string | null;
  line_id: string | null;
  whatsapp: string | null;
  zalo: string | null;
  social_subject: string | null;
  referrer_id: number | null;
  registered_affiliate_code: string | null;
  own_affiliate_code: string | null;
  club_label: string | null;
  register_method: string | null;
  register_url: string | null;
  register_domain: string | null;
  avatar_id: string | null;
  /** BIGINT: pg returns it as a string. */
  trial_balance_minor: Generated<string | number>;
  must_change_password: Generated<number>;
  password_changed_at: string | null;
  disabled: Generated<number>;
  created_at: string;
  created_ip: string | null;
  last_login_at: string | null;
  last_login_ip: string | null;
  /** Why an operator locked the member (disabled = 1), when and by whom; null while not locked. */
  locked_reason: Generated<string | null>;
  locked_at: Generated<string | null>;
  locked_by: Generated<string | null>;
  /** Date of birth YYYY-MM-DD given at registration (accounts/age.ts); null before 0041 and for trials. */
  birth_date: Generated<string | null>;
}

/** An operator's note on a member, shown on the member's page in the console. */
export interface MemberNoteTable {
  id: Generated<number>;
  merchant_id: number;
  member_id: number;
  body: string;
  operator_id: number | null;
  author: string;
  created_at: string;
}

/** An action waiting for a second operator: requested by one, approved or rejected by another. */
export interface PendingApprovalTable {
  id: Generated<number>;
  merchant_id: number;
  /** What is to be done ('balance.adjust'); payload is its JSON. */
  kind: string;
  target: string;
  payload: string;
  request_id: string;
  requested_by: number;
  requested_by_name: string;
  requested_at: string;
  /** pending | approved | rejected */
  state: Generated<string>;
  decided_by: number | null;
  decided_by_name: string | null;
  decided_at: string | null;
  remark: string | null;
  /** JSON of what the approved action produced. */
  result: string | null;
}

export interface MemberSessionTable {
  id: Generated<number>;
  token_hash: string;
  member_id: number;
  merchant_id: number;
  created_at: string;
  last_seen_at: string;
  idle_expires_at: string;
  absolute_expires_at: string;
  ended_at: string | null;
  ip: string | null;
  /** The browser's user-agent at sign-in (cut to 512 characters); null before migration 0025. */
  user_agent: string | null;
}

export interface AuthChallengeTable {
  id: string;
  merchant_id: number;
  kind: string;
  subject: string;
  secret: string;
  attempts: Generated<number>;
  client_ip: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface AuthCounterTable {
  merchant_id: number;
  counter_key: string;
  failures: number;
  window_started_at: string;
  locked_until: string | null;
}

export interface OutboxMessageTable {
  id: Generated<number>;
  channel: string;
  recipient: string;
  subject: string;
  body: string;
  created_at: string;
}

export interface RegisterRuleTable {
  merchant_id: number;
  field: string;
  enabled: number;
  required: number;
  pattern: string | null;
  min_length: number | null;
  max_length: number | null;
  sort_order: number;
}

export interface EncryptionKeyTable {
  kid: string;
  public_jwk: string;
  private_key_sealed: string;
  created_at: string;
}

export interface EncryptionNonceTable {
  nonce: string;
  expires_at: string;
}

export interface GameVendorTable {
  id: Generated<number>;
  code: string;
  name: string;
  enabled: Generated<number>;
  sort_order: Generated<number>;
  created_at: string;
}

export interface GameCategoryTable {
  code: string;
  name_en: string;
  name_ur: string;
  sort_order: number;
  enabled: Generated<number>;
}

export interface GameCategoryVendorTable {
  category: string;
  vendor_id: number;
  account_type_name: string;
  display_name: string;
  sort_order: Generated<number>;
}

export interface GameTable {
  id: Generated<number>;
  vendor_id: number;
  category: string;
  game_code: string;
  name_en: string;
  name_ur: string | null;
  room_id: string | null;
  support_play: Generated<number>;
  lotto_mode: string | null;
  game_group_id: number | null;
  show_icon: Generated<number>;
  game_classify: string | null;
  /** BIGINT: pg hands it back as a string, SQLite as a number. */
  min_bet_minor: number | string;
  min_line: Generated<number>;
  sort_order: number;
  hot: Generated<number>;
  hot_order: Generated<number>;
  enabled: Generated<number>;
  created_at: string;
  updated_at: string;
  /** The operator's choice of emblem (icon-symbols.ts); null: the title's own. */
  icon_symbol: Generated<string | null>;
  /** The game's own icon picture (/uploads/<name> or https), shown instead of the drawn icon; 0027. */
  icon_url: Generated<string | null>;
}

export interface GameWordTable {
  word: string;
  game_id: number;
}

export interface FavouriteGameTable {
  member_id: number;
  game_id: number;
  created_at: string;
  seq: number;
}

export interface RecentGameTable {
  member_id: number;
  game_id: number;
  played_at: string;
  seq: number;
}

export interface DatabaseSchema {
  merchant: MerchantTable;
  whitelabel_flag: WhitelabelFlagTable;
  template_setting: TemplateSettingTable;
  announcement: AnnouncementTable;
  announcement_text: AnnouncementTextTable;
  help_item: HelpItemTable;
  help_item_text: HelpItemTextTable;
  customer_service: CustomerServiceTable;
  download_link: DownloadLinkTable;
  live_model: LiveModelTable;
  country: CountryTable;
  country_name: CountryNameTable;
  merchant_host: MerchantHostTable;
  audit_log: AuditLogTable;
  issued_reward: IssuedRewardTable;
  vip_level: VipLevelTable;
  vip_upgrade_claim: VipUpgradeClaimTable;
  sign_in_calendar: SignInCalendarTable;
  member_sign_in: MemberSignInTable;
  invite_setting: InviteSettingTable;
  invite_milestone: InviteMilestoneTable;
  invite_reward: InviteRewardTable;
  rebate_setting: RebateSettingTable;
  rebate_rate: RebateRateTable;
  member_rebate_rate: MemberRebateRateTable;
  rebate_claim: RebateClaimTable;
  member: MemberTable;
  member_tree: MemberTreeTable;
  affiliate_link: AffiliateLinkTable;
  agent_contract: AgentContractTable;
  agent_contract_payout: AgentContractPayoutTable;
  player_limit: PlayerLimitTable;
  player_limit_change: PlayerLimitChangeTable;
  reality_check: RealityCheckTable;
  agent_payout_hold: AgentPayoutHoldTable;
  aml_setting: AmlSettingTable;
  aml_alert: AmlAlertTable;
  aml_case_entry: AmlCaseEntryTable;
  identity_document: IdentityDocumentTable;
  verification_setting: VerificationSettingTable;
  player_exclusion: PlayerExclusionTable;
  member_day_stats: MemberDayStatsTable;
  team_day_stats: TeamDayStatsTable;
  member_session: MemberSessionTable;
  member_note: MemberNoteTable;
  pending_approval: PendingApprovalTable;
  auth_challenge: AuthChallengeTable;
  auth_counter: AuthCounterTable;
  outbox_message: OutboxMessageTable;
  register_rule: RegisterRuleTable;
  encryption_key: EncryptionKeyTable;
  encryption_nonce: EncryptionNonceTable;
  ledger_account: LedgerAccountTable;
  ledger_transfer: LedgerTransferTable;
  deposit_channel: DepositChannelTable;
  deposit_receiving_account: DepositReceivingAccountTable;
  member_first_deposit: MemberFirstDepositTable;
  deposit: DepositTable;
  gateway_nonce: GatewayNonceTable;
  withdraw_bank: WithdrawBankTable;
  bank_card: BankCardTable;
  withdrawal: WithdrawalTable;
  operator: OperatorTable;
  operator_session: OperatorSessionTable;
  operator_role: OperatorRoleTable;
  operator_recovery_code: OperatorRecoveryCodeTable;
  operator_login_failure: OperatorLoginFailureTable;
  bet_record: BetRecordTable;
  game_vendor: GameVendorTable;
  game_category: GameCategoryTable;
  game_category_vendor: GameCategoryVendorTable;
  game: GameTable;
  game_word: GameWordTable;
  favourite_game: FavouriteGameTable;
  recent_game: RecentGameTable;
  studio_session: StudioSessionTable;
  studio_round: StudioRoundTable;
  seamless_launch: SeamlessLaunchTable;
  seamless_session: SeamlessSessionTable;
  seamless_transaction: SeamlessTransactionTable;
  seamless_bet: SeamlessBetTable;
  lottery_issue: LotteryIssueTable;
  lottery_order: LotteryOrderTable;
  lottery_suborder: LotterySuborderTable;
  lottery_lease: LotteryLeaseTable;
  announcement_read: AnnouncementReadTable;
  inbox_message: InboxMessageTable;
  inbox_message_text: InboxMessageTextTable;
  inbox_state: InboxStateTable;
  chat_conversation: ChatConversationTable;
  chat_message: ChatMessageTable;
  chat_agent_presence: ChatAgentPresenceTable;
  chat_token: ChatTokenTable;
  report_bet_daily: ReportBetDailyTable;
  report_active_member: ReportActiveMemberTable;
  report_payment_daily: ReportPaymentDailyTable;
  report_daily: ReportDailyTable;
  report_bonus_daily: ReportBonusDailyTable;
  merchant_rules: MerchantRulesTable;
  member_bonus: MemberBonusTable;
  bonus_wager: BonusWagerTable;
  promotion: PromotionTable;
  promotion_claim_key: PromotionClaimKeyTable;
  promotion_application: PromotionApplicationTable;
}

export const HostKind = {
  DOMAIN: 'DOMAIN',
  IMAGE_CDN: 'IMAGE_CDN',
  FALLBACK_IMAGE_CDN: 'FALLBACK_IMAGE_CDN',
} as const;
export type HostKind = (typeof HostKind)[keyof typeof HostKind];

/** BIGINT columns: better-sqlite3 returns numbers, pg returns strings. Read them with `toBigInt`. */
type BigIntColumn = string | number | bigint;
type Bigint0 = ColumnType<BigIntColumn, BigIntColumn | undefined, BigIntColumn>;

export interface LedgerAccountTable {
  id: Generated<number>;
  merchant_id: number;
  currency: string;
  account_key: string;
  member_id: number | null;
  no_overdraft: Generated<number>;
  debits_posted: Bigint0;
  credits_posted: Bigint0;
  debits_pending: Bigint0;
  credits_pending: Bigint0;
  created_at: string;
}

export interface LedgerTransferTable {
  id: string;
  merchant_id: number;
  debit_account_id: number;
  credit_account_id: number;
  amount: BigIntColumn;
  tx_code: string;
  phase: string;
  pending_id: string | null;
  reference: string | null;
  remark: string | null;
  debit_balance_after: BigIntColumn;
  credit_balance_after: BigIntColumn;
  created_at: string;
}

export interface DepositChannelTable {
  merchant_id: number;
  channel_id: string;
  kind: string;
  mode: string;
  name: string;
  logo_url: string | null;
  gateway: string | null;
  min_minor: BigIntColumn;
  max_minor: BigIntColumn;
  fee_bp: Generated<number>;
  enabled: Generated<number>;
  sort_order: Generated<number>;
}

export interface DepositReceivingAccountTable {
  id: Generated<number>;
  merchant_id: number;
  channel_id: string;
  bank_name: string;
  account_name: string;
  account_number: string;
  network: string | null;
}

/** The member's first credited deposit; its primary key lets exactly one approval be first. */
export interface MemberFirstDepositTable {
  member_id: number;
  deposit_id: string;
}

export interface DepositTable {
  id: string;
  merchant_id: number;
  member_id: number;
  channel_id: string;
  channel_name: string;
  kind: string;
  status: string;
  amount_minor: BigIntColumn;
  credited_minor: Bigint0;
  bonus_minor: Bigint0;
  fee_minor: Bigint0;
  promo_id: string | null;
  payer_name: string | null;
  reference: string | null;
  remark: string | null;
  request_id: string | null;
  created_at: string;
  decided_at: string | null;
  decided_by: string | null;
  /** Hash of the requesting session's user-agent (0032); null when unknown. */
  device_hash: Generated<string | null>;
  /** The requester's client address (0032); null when unknown. */
  client_ip: Generated<string | null>;
  /** Why the requested promotion was not granted at approval (a reason code), else null. */
  promo_refusal: Generated<string | null>;
}

export interface GatewayNonceTable {
  gateway: string;
  nonce: string;
  received_at: string;
}

export interface WithdrawBankTable {
  merchant_id: number;
  bank_code: string;
  bank_name: string;
  payout_type: string;
  logo_url: string | null;
  sort_order: Generated<number>;
}

export interface BankCardTable {
  id: Generated<number>;
  merchant_id: number;
  member_id: number;
  bank_code: string;
  bank_name: string;
  payout_type: string;
  masked_number: string;
  number_sealed: string;
  number_digest: string;
  account_name: string;
  branch: string | null;
  created_at: string;
  deleted_at: string | null;
}

export interface WithdrawalTable {
  id: string;
  merchant_id: number;
  member_id: number;
  card_id: number | null;
  bank_name: string;
  masked_number: string;
  status: string;
  amount_minor: BigIntColumn;
  fee_minor: Bigint0;
  hold_transfer_id: string;
  request_id: string | null;
  remark: string | null;
  created_at: string;
  decided_at: string | null;
  decided_by: string | null;
  /** When an operator marked the payout sent (status paid), by whom, and its reference. */
  paid_at: string | null;
  paid_by: string | null;
  payout_reference: string | null;
}

export interface OperatorTable {
  id: Generated<number>;
  username: string;
  password_hash: string;
  disabled: Generated<number>;
  created_at: string;
  /** The merchant whose members and data the operator sees; null only before migration 0014 ran. */
  merchant_id: number | null;
  /** The TOTP secret (base32) sealed with the server secret; null until enrolled. */
  totp_secret: string | null;
  totp_last_step: string | number | null;
}

/** One role an operator holds; the server maps roles to permissions. */
export interface OperatorRoleTable {
  operator_id: number;
  role: string;
}

export interface OperatorSessionTable {
  token_hash: string;
  operator_id: number;
  created_at: string;
  expires_at: string;
  ended_at: string | null;
  /** For the idle timeout; each authenticated request moves it. */
  last_seen_at: string | null;
}

/** A single-use recovery code of an operator's second factor, as a SHA-256 hash. */
export interface OperatorRecoveryCodeTable {
  id: Generated<number>;
  operator_id: number;
  code_hash: string;
  used_at: string | null;
}

/** Failed operator logins per `operator:<name>` or `address:<ip>`, for backoff and lockout. */
export interface OperatorLoginFailureTable {
  throttle_key: string;
  failures: number;
  last_failure_at: string;
  /** The end of the wait the last counted failure set; null when the next attempt need not wait. */
  locked_until: string | null;
}

/** The referral tree as a closure table (modules/referrals): depth 0 is the member itself. */
export interface MemberTreeTable {
  ancestor_id: number;
  descendant_id: number;
  depth: number;
  merchant_id: number;
}

/** Figures of a member's day or a team's day per game type (modules/agents, migration 0036). */
interface DayFigures {
  day: string;
  game_type: string;
  merchant_id: number;
  bet_count: Bigint0;
  bet_minor: Bigint0;
  valid_bet_minor: Bigint0;
  win_minor: Bigint0;
  deposit_count: Bigint0;
  deposit_minor: Bigint0;
  withdraw_count: Bigint0;
  withdraw_minor: Bigint0;
  first_deposits: Bigint0;
  registrations: Bigint0;
}

export interface MemberDayStatsTable extends DayFigures {
  member_id: number;
}

export interface TeamDayStatsTable extends DayFigures {
  ancestor_id: number;
  active: Bigint0;
}

export interface BetRecordTable {
  id: string;
  merchant_id: number;
  member_id: number;
  game_type: string;
  vendor_code: string;
  game_id: string;
  game_name: string;
  bet_minor: BigIntColumn;
  valid_bet_minor: Bigint0;
  win_minor: Bigint0;
  status: string;
  bet_transfer_id: string | null;
  win_transfer_id: string | null;
  placed_at: string;
  settled_at: string | null;
}

export interface StudioSessionTable {
  id: string;
  vendor_code: string;
  engine: string;
  game_code: string;
  player_id: string;
  vendor_session_id: string;
  currency: string;
  /** The currency's decimals as the wallet's authenticate answer states them. */
  currency_scale: number;
  nickname: string;
  balance: string;
  client_seed: string;
  next_seed: string;
  next_seed_hash: string;
  next_nonce: number;
  busy_round_id: string | null;
  created_at: string;
  last_used_at: string;
}

export interface StudioRoundTable {
  id: string;
  session_id: string;
  engine: string;
  game_code: string;
  stake_minor: BigIntColumn;
  win_minor: BigIntColumn;
  server_seed_hash: string;
  server_seed: string;
  client_seed: string;
  nonce: number;
  outcome: string;
  status: string;
  played_at: string;
  settled_at: string | null;
}

export interface SeamlessLaunchTable {
  token_hash: string;
  merchant_id: number;
  member_id: number;
  vendor_code: string;
  game_id: number;
  language: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface SeamlessSessionTable {
  id_hash: string;
  vendor_code: string;
  merchant_id: number;
  member_id: number;
  game_id: number;
  created_at: string;
  last_seen_at: string;
}

export interface SeamlessTransactionTable {
  vendor_code: string;
  transaction_id: string;
  action: string;
  merchant_id: number;
  member_id: number;
  request_digest: string;
  status: string;
  answer: string;
  created_at: string;
}

export interface SeamlessBetTable {
  vendor_code: string;
  bet_transaction_id: string;
  merchant_id: number;
  member_id: number;
  round_id: string;
  game_code: string;
  /** open | settled | rolled_back | tombstone */
  state: string;
  amount_minor: Bigint0;
  bet_record_id: string | null;
  created_at: string;
  updated_at: string;
  /** The part of the stake that was bonus money, and the bonus it came from. */
  bonus_minor: Generated<BigIntColumn>;
  bonus_id: number | null;
}

export interface LotteryIssueTable {
  game_code: string;
  numero: string;
  /** scheduled | open | closed | drawn | settled */
  state: string;
  opens_at: string;
  closes_at: string;
  draws_at: string;
  /** 32 random bytes as hex; secret until the issue is drawn. */
  seed: string;
  seed_hash: string;
  /** The drawn digits, e.g. "0,7,3". */
  numbers: string | null;
  drawn_at: string | null;
  drawn_by: string | null;
  settled_at: string | null;
}

export interface LotteryOrderTable {
  id: string;
  merchant_id: number;
  member_id: number;
  game_code: string;
  numero: string;
  prize_mode: string;
  currency: string;
  stake_minor: BigIntColumn;
  created_at: string;
}

export interface LotterySuborderTable {
  id: string;
  order_id: string;
  merchant_id: number;
  member_id: number;
  game_code: string;
  numero: string;
  bet_type: string;
  selection: string;
  odds_cents: BigIntColumn;
  stake_minor: BigIntColumn;
  win_minor: Bigint0;
  /** placed | won | lost | cancelled */
  state: string;
  created_at: string;
  updated_at: string;
}

export interface LotteryLeaseTable {
  name: string;
  holder: string;
  expires_at: string;
}

export interface AnnouncementReadTable {
  member_id: number;
  announcement_id: number;
  read_at: string;
}

export interface InboxMessageTable {
  id: Generated<number>;
  merchant_id: number;
  /** member | type | all */
  audience: string;
  member_id: number | null;
  member_type: number | null;
  sent_by: string;
  sent_at: string;
}

export interface InboxMessageTextTable {
  message_id: number;
  language: string;
  title: string;
  content: string;
}

export interface InboxStateTable {
  message_id: number;
  member_id: number;
  read_at: string | null;
  deleted_at: string | null;
}

export interface ChatConversationTable {
  id: Generated<number>;
  merchant_id: number;
  member_id: number;
  created_at: string;
  last_message_at: string;
  member_seen_id: Generated<number>;
  agent_seen_id: Generated<number>;
  /** 0, or a member message sent while no agent was online: later agent answers go to the inbox too. */
  inbox_after_id: Generated<number>;
}

/** When each agent of a merchant was last seen on the agent page or an agent socket. */
export interface ChatAgentPresenceTable {
  merchant_id: number;
  agent: string;
  seen_at: string;
}

export interface ChatMessageTable {
  id: Generated<number>;
  conversation_id: number;
  /** member | agent */
  sender: string;
  author: string;
  body: string;
  client_id: string;
  created_at: string;
}

export interface ChatTokenTable {
  token_hash: string;
  merchant_id: number;
  member_id: number;
  conversation_id: number;
  created_at: string;
  expires_at: string;
}

/** A reward issued by an operator to one member; claimed once (claimed_at and transfer_id set together). */
export interface IssuedRewardTable {
  id: Generated<number>;
  merchant_id: number;
  member_id: number;
  currency: string;
  amount_minor: BigIntColumn;
  title_en: string;
  title_ur: string;
  turnover_note: string | null;
  expires_at: string | null;
  issued_by: string;
  issued_at: string;
  claimed_at: string | null;
  transfer_id: string | null;
}

/** A merchant's VIP levels (modules/rewards/vip*). Zero thresholds: none; null period: lifetime. */
export interface VipLevelTable {
  merchant_id: number;
  level: number;
  name_en: string;
  name_ur: string;
  perks_en: string;
  perks_ur: string;
  min_valid_bet_minor: Bigint0;
  min_deposit_minor: Bigint0;
  period_days: number | null;
  upgrade_bonus_minor: Bigint0;
  cashback_bps: Generated<number>;
  updated_at: string;
}

/** One upgrade bonus per member and level, ever. */
export interface VipUpgradeClaimTable {
  member_id: number;
  level: number;
  merchant_id: number;
  currency: string;
  amount_minor: BigIntColumn;
  transfer_id: string | null;
  paid_at: string;
}

/** A merchant's seven-day sign-in calendar (modules/rewards/sign-in*). */
export interface SignInCalendarTable {
  merchant_id: number;
  enabled: Generated<number>;
  day1_minor: Bigint0;
  day2_minor: Bigint0;
  day3_minor: Bigint0;
  day4_minor: Bigint0;
  day5_minor: Bigint0;
  day6_minor: Bigint0;
  day7_minor: Bigint0;
  updated_at: string;
}

/** One sign-in per member and day of their zone. */
/** Invite friends' rule and rewards per merchant (modules/invites); zero: not required / none. */
export interface InviteSettingTable {
  merchant_id: number;
  enabled: Generated<number>;
  min_first_deposit_minor: Bigint0;
  min_valid_bet_minor: Bigint0;
  friend_reward_minor: Bigint0;
  updated_at: string;
}

/** A merchant's invite milestone: `friends` qualified friends pay `reward_minor` once. */
export interface InviteMilestoneTable {
  merchant_id: number;
  friends: number;
  reward_minor: BigIntColumn;
}

/** One referral payment (kind FRIEND: ref is the friend; MILESTONE: ref is the friends needed). */
export interface InviteRewardTable {
  member_id: number;
  kind: string;
  ref: number;
  merchant_id: number;
  currency: string;
  amount_minor: BigIntColumn;
  transfer_id: string;
  paid_at: string;
}

export interface MemberSignInTable {
  member_id: number;
  day: string;
  merchant_id: number;
  streak_day: number;
  currency: string;
  amount_minor: BigIntColumn;
  transfer_id: string | null;
  signed_at: string;
}

/** Cashback's settings per merchant (modules/rebates). */
export interface RebateSettingTable {
  merchant_id: number;
  enabled: Generated<number>;
  min_claim_minor: Bigint0;
  updated_at: string;
}

/** Cashback rates per product and VIP level; a pair not set uses the level's cashback_bps. */
export interface RebateRateTable {
  merchant_id: number;
  product: string;
  vip_level: number;
  rate_bps: number;
}

/** A member's own cashback rate per product, set by their upline (never above the upline's). */
export interface MemberRebateRateTable {
  member_id: number;
  product: string;
  merchant_id: number;
  rate_bps: number;
  set_by: number | null;
  updated_at: string;
}

/** One cashback claim per member and period (a day in the merchant's zone); detail is JSON. */
export interface RebateClaimTable {
  member_id: number;
  period: string;
  merchant_id: number;
  currency: string;
  amount_minor: BigIntColumn;
  detail: string;
  transfer_id: string;
  claimed_at: string;
}

/** Bets per merchant day, vendor, game and member type (modules/reports). */
export interface ReportBetDailyTable {
  merchant_id: number;
  day: string;
  vendor_code: string;
  game_id: string;
  member_type: number;
  game_type: string;
  game_name: string;
  bet_count: Bigint0;
  stake_minor: Bigint0;
  valid_bet_minor: Bigint0;
  payout_minor: Bigint0;
}

export interface ReportActiveMemberTable {
  merchant_id: number;
  day: string;
  member_id: number;
}

export interface ReportPaymentDailyTable {
  merchant_id: number;
  day: string;
  /** deposit | withdrawal */
  kind: string;
  channel: string;
  status: string;
  count: Bigint0;
  amount_minor: Bigint0;
}

export interface ReportDailyTable {
  merchant_id: number;
  day: string;
  registrations: Bigint0;
  first_deposits: Bigint0;
}

export interface ReportBonusDailyTable {
  merchant_id: number;
  day: string;
  bonus_minor: Bigint0;
}

/** Limits and region rules an operator changed (JSON text); null: the environment's (0026). */
export interface MerchantRulesTable {
  merchant_id: number;
  limits: string | null;
  region: string | null;
  updated_at: string;
}

/** A member's bonus: money apart from cash until wagered through (modules/bonus). */
export interface MemberBonusTable {
  id: Generated<number>;
  merchant_id: number;
  member_id: number;
  currency: string;
  promo_id: string | null;
  source: string;
  title_en: string;
  title_ur: string;
  /** active | converted | forfeited | cancelled | expired | spent */
  status: string;
  bonus_minor: BigIntColumn;
  deposit_minor: Generated<BigIntColumn>;
  wager_required_minor: BigIntColumn;
  wagered_minor: Generated<BigIntColumn>;
  weights: string;
  max_stake_minor: BigIntColumn | null;
  expires_at: string;
  created_at: string;
  finished_at: string | null;
  finished_minor: BigIntColumn | null;
  finished_reason: string | null;
  finished_by: string | null;
}

/** Which betting record advanced which bonus, by how much (one row per record). */
export interface BonusWagerTable {
  bet_record_id: string;
  bonus_id: number;
  contribution_minor: BigIntColumn;
  created_at: string;
}

/** A promotion of any kind (0029; modules/promotions). */
export interface PromotionTable {
  merchant_id: number;
  promo_id: string;
  /** DEPOSIT | CLAIM | APPLY | INFO */
  kind: string;
  /** SLOTS | LIVE | POKER | SPORTS | FISHING | LOTTERY | REBATE | DEPOSIT | NEWBIE | OTHER */
  category: string;
  title_en: string;
  title_ur: string;
  /** Sanitised on save. */
  rules_html_en: Generated<string>;
  rules_html_ur: Generated<string>;
  banner_url: string | null;
  /** The Urdu banner (0032); null: the English one. */
  banner_url_ur: Generated<string | null>;
  starts_at: string | null;
  ends_at: string | null;
  enabled: Generated<number>;
  sort_order: Generated<number>;
  /** JSON PromotionRules (modules/promotions/eligibility.ts). */
  eligibility: Generated<string>;
  promo_code: string | null;
  bonus_bp: Generated<number>;
  fixed_bonus_minor: Generated<BigIntColumn>;
  /** 0: no cap. */
  max_bonus_minor: Generated<BigIntColumn>;
  min_deposit_minor: Generated<BigIntColumn>;
  /** BONUS | BONUS_DEPOSIT */
  wager_basis: Generated<string>;
  wager_multiple: Generated<number>;
  /** JSON WagerWeights. */
  weights: Generated<string>;
  max_stake_minor: BigIntColumn | null;
  expiry_days: Generated<number>;
  created_at: string;
  updated_at: string;
}

/** One use of a once-only promotion: member:<id> | device:<hash> | address:<ip>. */
export interface PromotionClaimKeyTable {
  merchant_id: number;
  promo_id: string;
  claim_key: string;
  member_id: number;
  created_at: string;
}

/** A member's application for an APPLY promotion, reviewed by an operator. */
export interface PromotionApplicationTable {
  id: Generated<number>;
  merchant_id: number;
  member_id: number;
  promo_id: string;
  comment: Generated<string>;
  /** JSON array of stored picture URLs. */
  images: Generated<string>;
  /** pending | approved | rejected */
  status: string;
  reason: string | null;
  bonus_id: number | null;
  created_at: string;
  decided_at: string | null;
  decided_by: string | null;
}

/** An agent's affiliate link (migration 0037, modules/agents/links*). */
export interface AffiliateLinkTable {
  id: Generated<number>;
  merchant_id: number;
  agent_id: number;
  code: string;
  /** 'MEMBER' | 'AGENT': the type the link opens. */
  kind: string;
  /** JSON {product: basis points}. */
  rates: string;
  note: Generated<string>;
  registrations: Generated<number>;
  created_at: string;
  deleted_at: string | null;
}

/** A salary or dividend contract between an upline (null: the house) and a downline (modules/contracts). */
export interface AgentContractTable {
  id: Generated<number>;
  merchant_id: number;
  kind: string;
  period: string;
  upline_id: number | null;
  downline_id: number;
  status: string;
  tiers: string;
  open_slot: string | null;
  start_period: string | null;
  next_period: string | null;
  next_due_at: string | null;
  last_period: string | null;
  end_requested_by: string | null;
  suspended_at: string | null;
  suspend_reason: string | null;
  offered_at: string;
  decided_at: string | null;
  ended_at: string | null;
  updated_at: string;
}

/** One settled period of a contract: paid once (primary key and ledger transfer id). */
export interface AgentContractPayoutTable {
  contract_id: number;
  period_key: string;
  merchant_id: number;
  kind: string;
  upline_id: number | null;
  downline_id: number;
  period_from: string;
  period_to: string;
  currency: string;
  base_minor: BigIntColumn;
  threshold_minor: BigIntColumn;
  bps: number;
  amount_minor: BigIntColumn;
  status: string;
  transfer_id: string;
  settled_at: string;
  paid_at: string | null;
}

/** An operator's hold on an agent's payouts (modules/agents payout holds); present while held. */
export interface AgentPayoutHoldTable {
  member_id: number;
  merchant_id: number;
  reason: string;
  held_by: string;
  held_at: string;
}

/** A limit a member set for themself (migration 0040, modules/protection). */
export interface PlayerLimitTable {
  member_id: number;
  merchant_id: number;
  /** DEPOSIT | LOSS | WAGER | SESSION */
  kind: string;
  /** DAY | WEEK | MONTH | SESSION */
  period: string;
  /** Minor units (minutes for SESSION); null while only a pending limit exists. */
  amount_minor: BigIntColumn | null;
  /** 1 while a raise or removal waits (pending_minor null: removal). */
  pending_set: Generated<number>;
  pending_minor: BigIntColumn | null;
  pending_at: string | null;
  updated_at: string;
  checked_at: string | null;
}

/** A member's reality-check interval (migration 0044, protection/reality.ts); no row: off. */
export interface RealityCheckTable {
  member_id: number;
  merchant_id: number;
  /** 15, 30, 45 or 60 minutes. */
  interval_minutes: number;
  updated_at: string;
}

/** One change of a member's limit (migration 0040), for the console's history. */
export interface PlayerLimitChangeTable {
  id: Generated<number>;
  merchant_id: number;
  member_id: number;
  kind: string;
  period: string;
  changed_by: string;
  old_minor: BigIntColumn | null;
  new_minor: BigIntColumn | null;
  applies_at: string;
  created_at: string;
}

/** A merchant's AML rules (JSON) and the monitor's cursor (modules/compliance). */
export interface AmlSettingTable {
  merchant_id: number;
  rules: string;
  scanned_to: string | null;
  updated_at: string | null;
  updated_by: string | null;
}

/** An AML alert; `open_slot` is `<rule>:<subject>` until it is closed. */
export interface AmlAlertTable {
  id: Generated<number>;
  merchant_id: number;
  rule: string;
  member_id: number | null;
  subject: string;
  open_slot: string | null;
  status: string;
  outcome: string | null;
  facts: string;
  currency: string;
  created_at: string;
  updated_at: string;
}

/** One line of an AML alert's case log. */
export interface AmlCaseEntryTable {
  id: Generated<number>;
  alert_id: number;
  kind: string;
  body: string;
  status: string | null;
  outcome: string | null;
  actor: string;
  at: string;
}

/** One side of an identity document a member sent (0045); `current` 0 once replaced. */
export interface IdentityDocumentTable {
  id: Generated<number>;
  merchant_id: number;
  member_id: number;
  /** ID_CARD | PASSPORT | DRIVING_LICENCE | PROOF_OF_ADDRESS */
  kind: string;
  /** FRONT | BACK */
  side: string;
  /** PENDING | APPROVED | REJECTED | MORE_NEEDED */
  status: string;
  current: Generated<number>;
  /** The picture's private name in the shared upload store. */
  store_name: string;
  content_type: string;
  bytes: number;
  note: string | null;
  decided_by: string | null;
  decided_at: string | null;
  /** The number an officer read from an identity document on approving it (its key form). */
  document_number: string | null;
  created_at: string;
}

/** When a merchant's withdrawals need a verified member (0045). */
export interface VerificationSettingTable {
  merchant_id: number;
  /** ABOVE | ALL | OFF */
  mode: string;
  threshold_minor: BigIntColumn;
  require_proof_of_address: number;
  updated_at: string;
  updated_by: string;
}

/** A time-out or self-exclusion a member took (0043); `ends_at` null: indefinite. */
export interface PlayerExclusionTable {
  id: Generated<number>;
  merchant_id: number;
  member_id: number;
  kind: string;
  duration: string;
  starts_at: string;
  ends_at: string | null;
  created_at: string;
  lifted_at: string | null;
  lifted_by: string | null;
  lift_reason: string | null;
  /** Carried over from this member's self-exclusion (same verified identity); null: taken here. */
  via_member_id: number | null;
}
