/** Paths the games feature sends players to (spec 2.1); the route table lives in app/routing. */
export const LOGIN_PATH = '/m/login';
export const HOME_PATH = '/m/home';
export const LOBBY_PATH = '/m/game';
/** The house lottery's lobby: its draws, countdowns and results. */
export const LOTTERY_LOBBY_PATH = '/m/lottery';
export const GAME_LIST_PATH = '/m/gameList';
export const ACTIVITY_PATH = '/m/activity';

/** /m/gameList for one category and vendor (spec 2.1 query: gameType, vassalage). */
export function vendorListPath(gameType: string, vendor: string): string {
  return `${GAME_LIST_PATH}?${new URLSearchParams({ gameType, vassalage: vendor }).toString()}`;
}
