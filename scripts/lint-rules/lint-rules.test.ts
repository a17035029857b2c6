/**
 * The import rules of eslint.config.js really run on .ts and .tsx: the fixtures break each rule and
 * must be reported. import-x needs TypeScript extensions, parser and resolver; without them it
 * follows no import and every rule here passes in silence. The fixtures mirror the repository's
 * folders (no-restricted-paths reads its zones relative to the process's working directory) and sit
 * under scripts/, which `npm run lint` skips.
 */
import path from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const fixtures = path.join(import.meta.dirname, 'fixtures');

/** The findings of the real config's rules named by `rule`, per file relative to `cwd`; type-aware rules are off. */
async function findings(
  cwd: string,
  files: string[],
  rule: (ruleId: string) => boolean,
): Promise<Record<string, string[]>> {
  const eslint = new ESLint({
    cwd,
    overrideConfigFile: path.join(root, 'eslint.config.js'),
    ignore: false,
    overrideConfig: [
      tseslint.configs.disableTypeChecked,
      { languageOptions: { parserOptions: { projectService: false, project: null } } },
    ],
    ruleFilter: ({ ruleId }) => rule(ruleId),
  });
  const before = process.cwd();
  process.chdir(cwd);
  const results = await eslint.lintFiles(files).finally(() => process.chdir(before));
  return Object.fromEntries(
    results.map((result) => [
      path.relative(cwd, result.filePath),
      result.messages.map((message) => `${message.ruleId ?? 'parse'}: ${message.message}`),
    ]),
  );
}

/** The import-x findings of the real config. */
function importFindings(cwd: string, files: string[]): Promise<Record<string, string[]>> {
  return findings(cwd, files, (ruleId) => ruleId.startsWith('import-x/'));
}

describe('import rules', () => {
  it('report a cycle between .ts files and every boundary crossed from .ts and .tsx', async () => {
    const findings = await importFindings(fixtures, [
      'apps/server/src/cycle/first.ts',
      'apps/web/src/shared/ReachesFeature.tsx',
      'apps/web/src/features/rewards/UsesWallet.tsx',
      'apps/web/src/app/importsServer.ts',
      'apps/web/src/features/wallet/Balance.tsx',
    ]);
    expect(findings).toEqual({
      'apps/server/src/cycle/first.ts': ['import-x/no-cycle: Dependency cycle detected'],
      'apps/web/src/shared/ReachesFeature.tsx': [
        expect.stringMatching(/^import-x\/no-restricted-paths: .*shared -> features -> app/),
      ],
      'apps/web/src/features/rewards/UsesWallet.tsx': [
        expect.stringMatching(/^import-x\/no-restricted-paths: .*Features do not import each other/),
      ],
      'apps/web/src/app/importsServer.ts': [
        expect.stringMatching(/^import-x\/no-restricted-paths: .*The web app never imports the server/),
      ],
      'apps/web/src/features/wallet/Balance.tsx': [],
    });
  });

  it('find no cycle among the operator command files', async () => {
    const findings = await importFindings(root, ['apps/server/src/operator', 'apps/server/src/cli.ts']);
    expect(Object.values(findings).flat()).toEqual([]);
  });
});

describe('one HTTP client', () => {
  it('reports fetch and HTTP libraries anywhere in the web app but its API client', async () => {
    const found = await findings(
      fixtures,
      [
        'apps/web/src/features/games/FetchesServer.ts',
        'apps/web/src/features/games/UsesAxios.ts',
        'apps/web/src/shared/api/client.ts',
      ],
      (ruleId) => ruleId === 'no-restricted-syntax' || ruleId === 'no-restricted-imports',
    );
    const oneClient = expect.stringMatching(/Call the server through src\/shared\/api\/client\.ts/);
    expect(found).toEqual({
      'apps/web/src/features/games/FetchesServer.ts': [oneClient, oneClient],
      'apps/web/src/features/games/UsesAxios.ts': [oneClient],
      'apps/web/src/shared/api/client.ts': [],
    });
  });
});

describe('typed server routes', () => {
  it('report casts of request input and to zod types in server source, not in its tests', async () => {
    const found = await findings(
      fixtures,
      [
        'apps/server/src/routes/casts-input.ts',
        'apps/server/src/routes/typed-input.ts',
        'apps/server/src/routes/casts-input.test.ts',
      ],
      (ruleId) => ruleId === 'no-restricted-syntax',
    );
    const zodCast = expect.stringMatching(/No cast to a zod type/);
    const inputCast = expect.stringMatching(/No cast of request input/);
    expect(found).toEqual({
      'apps/server/src/routes/casts-input.ts': [inputCast, zodCast, inputCast, zodCast, inputCast],
      'apps/server/src/routes/typed-input.ts': [],
      'apps/server/src/routes/casts-input.test.ts': [],
    });
  });
});

describe('no hand-built markup on the server', () => {
  it('reports markup in strings and untagged templates, and hand-written entity escapes', async () => {
    const found = await findings(
      fixtures,
      ['apps/server/src/pages/hand-built.ts', 'apps/server/src/pages/tagged.ts'],
      (ruleId) => ruleId === 'no-restricted-syntax',
    );
    const handBuilt = expect.stringMatching(
      /Draw markup with the html or svg tag of apps\/server\/src\/platform\/html\.ts/,
    );
    expect(found).toEqual({
      'apps/server/src/pages/hand-built.ts': [handBuilt, handBuilt, handBuilt, handBuilt, handBuilt],
      // String.raw is no escaping tag: only html`` and svg`` may open with markup.
      'apps/server/src/pages/tagged.ts': [handBuilt],
    });
  });
});
