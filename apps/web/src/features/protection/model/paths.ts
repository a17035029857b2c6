/** Where the reality check and account history lead (lobby routes). */
export const BETTING_RECORD_PATH = '/m/gameRecord';
export const ACCOUNT_HISTORY_PATH = '/m/member/accountHistory';
