/** The studio page's calls, typed by the contract: the studio session travels in its own header. */
import {
  ApiHeader,
  STUDIO_API,
  STUDIO_SESSION_HEADER,
  type StudioRound,
  type StudioSessionValue,
} from '@openlobby/contract/client';
import { type ApiAnswer, createApi } from '../shared/api.ts';
import type { StudioPageConfig } from './config.ts';

export interface DiceChoice {
  /** Basis points: 100 to 9500 in whole percents. */
  readonly chance: number;
  readonly direction: 'under' | 'over';
}

export interface StudioApi {
  start(): Promise<ApiAnswer<StudioSessionValue>>;
  state(): Promise<ApiAnswer<StudioSessionValue>>;
  play(
    stake: string,
    dice?: DiceChoice,
  ): Promise<ApiAnswer<{ round: StudioRound; session: StudioSessionValue }>>;
  setClientSeed(clientSeed: string): Promise<ApiAnswer<StudioSessionValue>>;
  rounds(): Promise<ApiAnswer<{ list: StudioRound[] }>>;
}

export function studioApi(cfg: StudioPageConfig, token: () => string | null): StudioApi {
  const api = createApi(() => {
    const held = token();
    return { [ApiHeader.LANGUAGE]: cfg.lang, ...(held === null ? {} : { [STUDIO_SESSION_HEADER]: held }) };
  }, cfg.text.tryAgain);
  return {
    start: () =>
      api('POST', STUDIO_API.session, {
        body: { launchToken: cfg.launch, engine: cfg.engine, gameCode: cfg.gameCode },
      }),
    state: () => api('GET', STUDIO_API.session),
    play: (stake, dice) =>
      api('POST', STUDIO_API.play, { body: dice === undefined ? { stake } : { stake, dice } }),
    setClientSeed: (clientSeed) => api('POST', STUDIO_API.clientSeed, { body: { clientSeed } }),
    rounds: () => api('GET', STUDIO_API.rounds),
  };
}
