/**
 * Each member's own game lists: favourites (oldest first kept on a repeat add, shown newest first,
 * read in the two parts of playable-first.ts) and recently played (newest `keep` kept). Both order
 * by a per-member sequence number.
 */
import type { Db } from '../../db/database.ts';
import { type GameRow, opensNow, selectRow, toGameRow, visibleGames } from './game-rows.repository.ts';
import type { PlayableRule } from './playability.ts';

export function createMemberGameLists(db: Db) {
  return {
    async favouriteCount(memberId: number): Promise<number> {
      const row = await db
        .selectFrom('favourite_game')
        .innerJoin('game', 'game.id', 'favourite_game.game_id')
        .select((eb) => eb.fn.countAll<number | string>().as('total'))
        .where('favourite_game.member_id', '=', memberId)
        .executeTakeFirstOrThrow();
      return Number(row.total);
    },

    async isFavourite(memberId: number, gameId: number): Promise<boolean> {
      const row = await db
        .selectFrom('favourite_game')
        .select('game_id')
        .where('member_id', '=', memberId)
        .where('game_id', '=', gameId)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Adding twice keeps the first time (the list's order). */
    async addFavourite(memberId: number, gameId: number, at: string): Promise<void> {
      await db.transaction().execute(async (tx) => {
        const seq = await nextSeq(tx, 'favourite_game', memberId);
        await tx
          .insertInto('favourite_game')
          .values({ member_id: memberId, game_id: gameId, created_at: at, seq })
          .onConflict((conflict) => conflict.columns(['member_id', 'game_id']).doNothing())
          .execute();
      });
    },

    async removeFavourite(memberId: number, gameId: number): Promise<void> {
      await db
        .deleteFrom('favourite_game')
        .where('member_id', '=', memberId)
        .where('game_id', '=', gameId)
        .execute();
    },

    /** How many of the member's visible favourites there are, and how many of them open now. */
    async favouriteCounts(
      memberId: number,
      rule: PlayableRule,
    ): Promise<{ total: number; playable: number }> {
      const row = await favouritesOf(db, memberId)
        .select((eb) => [
          eb.fn.countAll<number | string>().as('total'),
          eb.fn
            .sum<number | string | null>(eb.case().when(opensNow(eb, rule)).then(1).else(0).end())
            .as('playable'),
        ])
        .executeTakeFirstOrThrow();
      return { total: Number(row.total), playable: Number(row.playable ?? 0) };
    },

    /** Visible favourites that open now (or the others), newest first. */
    async favourites(
      memberId: number,
      part: { rule: PlayableRule; playable: boolean },
      offset: number,
      limit: number,
    ): Promise<GameRow[]> {
      const rows = await selectRow(
        favouritesOf(db, memberId)
          .where((eb) => (part.playable ? opensNow(eb, part.rule) : eb.not(opensNow(eb, part.rule))))
          .orderBy('favourite_game.seq', 'desc')
          .limit(limit)
          .offset(offset),
      ).execute();
      return rows.map(toGameRow);
    },

    async favouriteIds(memberId: number, limit: number): Promise<{ nodeId: number; vendor: string }[]> {
      return favouritesOf(db, memberId)
        .select(['game.id as nodeId', 'game_vendor.code as vendor'])
        .orderBy('favourite_game.seq', 'desc')
        .limit(limit)
        .execute();
    },

    /** Records a play and drops whatever falls beyond the newest `keep`, in one transaction. */
    async addRecent(memberId: number, gameId: number, at: string, keep: number): Promise<void> {
      await db.transaction().execute(async (tx) => {
        const seq = await nextSeq(tx, 'recent_game', memberId);
        await tx
          .insertInto('recent_game')
          .values({ member_id: memberId, game_id: gameId, played_at: at, seq })
          .onConflict((conflict) =>
            conflict.columns(['member_id', 'game_id']).doUpdateSet({ played_at: at, seq }),
          )
          .execute();
        const stale = await tx
          .selectFrom('recent_game')
          .select('game_id')
          .where('member_id', '=', memberId)
          .orderBy('seq', 'desc')
          .offset(keep)
          .limit(1_000)
          .execute();
        if (stale.length > 0)
          await tx
            .deleteFrom('recent_game')
            .where('member_id', '=', memberId)
            .where(
              'game_id',
              'in',
              stale.map((row) => row.game_id),
            )
            .execute();
      });
    },

    async recent(memberId: number, limit: number): Promise<GameRow[]> {
      const rows = await selectRow(
        visibleGames(db)
          .innerJoin('recent_game', 'recent_game.game_id', 'game.id')
          .where('recent_game.member_id', '=', memberId)
          .orderBy('recent_game.seq', 'desc')
          .limit(limit),
      ).execute();
      return rows.map(toGameRow);
    },
  };
}

/** The member's visible favourites (game and vendor enabled). */
function favouritesOf(db: Db, memberId: number) {
  return visibleGames(db)
    .innerJoin('favourite_game', 'favourite_game.game_id', 'game.id')
    .where('favourite_game.member_id', '=', memberId);
}

/**
 * The member's next position in a per-member list. Runs in the writer's transaction; two writers
 * racing for one member may share a number, which only makes their relative order arbitrary.
 */
async function nextSeq(tx: Db, table: 'favourite_game' | 'recent_game', memberId: number): Promise<number> {
  const row = await tx
    .selectFrom(table)
    .select((eb) => eb.fn.max<number | null>('seq').as('top'))
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return Number(row?.top ?? 0) + 1;
}
