/** Where the reality check and account history lead (lobby routes of spec 2.1 and issue 22). */
export const BETTING_RECORD_PATH = '/m/gameRecord';
export const ACCOUNT_HISTORY_PATH = '/m/member/accountHistory';
