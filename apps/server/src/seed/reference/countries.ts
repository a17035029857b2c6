/**
 * The country table (dialing codes and names in every language), written once when it is empty.
 */
import { LANGUAGES } from '@openlobby/contract';
import type { Transaction } from 'kysely';
import { seedCountries } from '../../content/countries.ts';
import type { DatabaseSchema } from '../../db/schema.ts';

type Tx = Transaction<DatabaseSchema>;

/** Rows inserted per statement: keeps PostgreSQL and SQLite well under their parameter limits. */
const BATCH_SIZE = 100;

/** True when the table was empty and is now filled. */
export async function seedCountryTable(tx: Tx): Promise<boolean> {
  const any = await tx.selectFrom('country').select('code').limit(1).executeTakeFirst();
  if (any !== undefined) return false;
  const countries = seedCountries();
  for (const batch of chunks(countries)) {
    await tx
      .insertInto('country')
      .values(batch.map((c) => ({ code: c.code, dialing_code: c.dialingCode })))
      .execute();
    await tx
      .insertInto('country_name')
      .values(
        batch.flatMap((c) =>
          LANGUAGES.map((language) => ({ country_code: c.code, language, name: c.names[language] })),
        ),
      )
      .execute();
  }
  return true;
}

function* chunks<T>(items: readonly T[]): Generator<T[]> {
  for (let start = 0; start < items.length; start += BATCH_SIZE) yield items.slice(start, start + BATCH_SIZE);
}
