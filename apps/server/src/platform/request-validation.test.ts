import { type GameListValue, errorMessage } from '@openlobby/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { call, valueOf } from '../test/accounts-helpers.ts';
import { type TestContext, createTestApp } from '../test/test-app.ts';
import {
  REMEMBERED_QUERIES_MAX,
  REMEMBERED_QUERY_LENGTH_MAX,
  createQueryStringParser,
  validatorCompiler,
} from './request-validation.ts';

const pageQuery = z.object({ pageNo: z.coerce.number().int().min(1), gameType: z.string().optional() });

const compile = (httpPart: string) =>
  validatorCompiler({
    schema: pageQuery,
    method: 'GET',
    url: '/games',
    httpPart,
  });

type Result = { value?: unknown; error?: unknown };

describe('query validation, remembered per query string', () => {
  it('gives a repeated query string the same checked value, which nobody can change', () => {
    const parse = createQueryStringParser();
    const validate = compile('querystring');
    const first = validate(parse('pageNo=2&gameType=RNG')) as Result;
    const again = validate(parse('pageNo=2&gameType=RNG')) as Result;
    expect(first.value).toEqual({ pageNo: 2, gameType: 'RNG' });
    expect(again.value).toBe(first.value);
    expect(Object.isFrozen(again.value)).toBe(true);
    expect(() => {
      (again.value as { pageNo: number }).pageNo = 9;
    }).toThrow(TypeError);
    expect((validate(parse('pageNo=3&gameType=RNG')) as Result).value).toEqual({
      pageNo: 3,
      gameType: 'RNG',
    });
    expect((validate(parse('gameType=LIVE&pageNo=2')) as Result).value).toEqual({
      pageNo: 2,
      gameType: 'LIVE',
    });
    expect((validate(parse('pageNo=2&gameType=RNG')) as Result).value).toEqual({
      pageNo: 2,
      gameType: 'RNG',
    });
  });

  it('refuses a bad query string every time it comes, with the error a fresh check gives', () => {
    const parse = createQueryStringParser();
    const validate = compile('querystring');
    const fresh = compile('querystring')({ pageNo: '0' }) as Result;
    for (let i = 0; i < 3; i += 1) {
      const result = validate(parse('pageNo=0')) as Result;
      expect(result.value).toBeUndefined();
      expect(result.error).toEqual(fresh.error);
    }
    // A good query string after the bad one is not taken for it.
    expect((validate(parse('pageNo=1')) as Result).value).toEqual({ pageNo: 1 });
  });

  it('parses as Fastify does, and hands out parameters nobody can change', () => {
    const parse = createQueryStringParser();
    expect({ ...parse('a=1&a=2&b=x+y%20z&c') }).toEqual({ a: ['1', '2'], b: 'x y z', c: '' });
    // Broken percent-encoding is kept as sent, as the router's own parser keeps it.
    expect({ ...parse('a=%E0%A4%A') }).toEqual({ a: '%E0%A4%A' });
    expect({ ...parse('') }).toEqual({});
    const shared = parse('a=1&a=2');
    expect(Object.isFrozen(shared)).toBe(true);
    expect(Object.isFrozen(shared.a)).toBe(true);
  });

  it('keeps a bounded number of query strings, and never a long one', () => {
    const parse = createQueryStringParser();
    const first = parse('pageNo=1');
    expect(parse('pageNo=1')).toBe(first);
    // An attacker's unique query strings push the oldest out instead of growing the memo.
    for (let i = 0; i < REMEMBERED_QUERIES_MAX; i += 1) parse(`pageNo=${i + 2}`);
    const later = parse('pageNo=1');
    expect(later).not.toBe(first);
    expect(later).toEqual(first);
    const long = `gameType=${'x'.repeat(REMEMBERED_QUERY_LENGTH_MAX)}&pageNo=1`;
    expect(parse(long)).not.toBe(parse(long));
    // Still checked right when not remembered.
    expect((compile('querystring')(parse(long)) as Result).value).toEqual({
      pageNo: 1,
      gameType: 'x'.repeat(REMEMBERED_QUERY_LENGTH_MAX),
    });
  });

  it('checks bodies afresh every time', () => {
    const validate = compile('body');
    const first = validate({ pageNo: 2 }) as Result;
    expect((validate({ pageNo: 2 }) as Result).value).not.toBe(first.value);
    expect(Object.isFrozen(first.value)).toBe(false);
  });
});

describe('remembered queries in the app', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const gameList = (query: Record<string, string>, language = 'EN') =>
    call(t, 'GET', '/wps/relay/GCSGAME_gameList', query, { headers: { language } });

  it('answers each page of the game list for its own query string, again and again', async () => {
    const pages: GameListValue[] = [];
    for (let round = 0; round < 2; round += 1) {
      for (const pageNo of ['1', '2']) {
        pages.push(valueOf<GameListValue>(await gameList({ gameType: 'RNG', pageNo, pageSize: '5' })));
      }
    }
    const [one, two, oneAgain, twoAgain] = pages;
    expect(one?.games).toHaveLength(5);
    expect(two?.games.map((game) => game.gameCode)).not.toEqual(one?.games.map((game) => game.gameCode));
    expect(oneAgain).toEqual(one);
    expect(twoAgain).toEqual(two);
  });

  it('refuses a bad query string each time with the same translated error', async () => {
    const answers = [];
    for (const language of ['EN', 'UR', 'UR', 'EN']) {
      const refused = await gameList({ gameType: 'RNG', pageNo: '0' }, language);
      expect(refused).toMatchObject({
        status: 400,
        code: 'PAGE_NO_INVALID',
        message: errorMessage('PAGE_NO_INVALID', language === 'UR' ? 'UR' : 'EN'),
      });
      answers.push(refused);
    }
    expect(answers[2]).toEqual(answers[1]);
    expect(answers[3]).toEqual(answers[0]);
  });
});
