import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every table has one owner, and only the owner writes it (issue 27). The owner of a table is the folder
 * whose `db.ts` declares it in its `…Tables` interface (`modules/news/db.ts`: `news_article`); the
 * infrastructure's tables (`infra/**‌/db.ts`) belong to `infra`. Every source file under `src/` that is
 * not a test is read for the tables it writes: Kysely's `insertInto`, `updateTable`, `deleteFrom`,
 * `replaceInto` and `mergeInto`, and raw SQL `insert into`, `update … set` and `delete from`. A write
 * from a file of another owner fails the check, unless it is one of the `allowed` below, each with its
 * reason; the test prints them. A table argument that is not a literal must be resolvable from the same
 * file (a `for … of [...] as const`, a parameter typed with literals or a type alias of them, `keyof
 * SomeTables`, or a generic helper's calls with literals), else the check fails saying it cannot tell.
 */

interface SourceFile {
  /** Relative to `src/`, with forward slashes. */
  path: string;
  text: string;
}

interface Write {
  writer: string;
  table: string;
  path: string;
  line: number;
}

interface Allowance {
  writer: string;
  table: string;
  why: string;
}

/**
 * The cross-owner writes that remain, on purpose. Each names who writes whose table and why; an
 * allowance that no write uses any more fails the check, so the list only shrinks.
 */
const allowed: Allowance[] = [];

/** `modules/news/…` → 'news'; `infra/…` → 'infra'; anything else under src → 'app'. */
export function ownerOfPath(path: string): string {
  const parts = path.split('/');
  if (parts[0] === 'modules' && parts.length > 2) return parts[1]!;
  if (parts[0] === 'infra') return 'infra';
  return 'app';
}

/** table → owner, from every `export interface …Tables { table: Type; … }` in the db.ts files. */
export function tableOwners(files: readonly SourceFile[]): Map<string, string> {
  const owners = new Map<string, string>();
  for (const file of files.filter((candidate) => candidate.path.endsWith('/db.ts'))) {
    for (const block of file.text.matchAll(/export interface \w+Tables\s*\{([^}]*)\}/g)) {
      for (const [, table] of block[1]!.matchAll(/^\s*(\w+)\s*:/gm)) {
        const owner = ownerOfPath(file.path);
        const other = owners.get(table!);
        if (other && other !== owner) throw new Error(`${table} is declared by both ${other} and ${owner}`);
        owners.set(table!, owner);
      }
    }
  }
  return owners;
}

const literals = (text: string) => [...text.matchAll(/'([a-z_][a-z0-9_]*)'/g)].map((match) => match[1]!);

/** The tables a non-literal table argument can name, read from the same file; undefined when it cannot tell. */
function resolve(name: string, text: string, owners: Map<string, string>, tablesOf: Map<string, string[]>, everyText: string): string[] | undefined {
  const known = (found: string[]) => {
    const tables = found.filter((table) => owners.has(table));
    return tables.length > 0 ? tables : undefined;
  };
  // for (const table of ['a', 'b'] as const)
  const loop = new RegExp(`for \\(const ${name} of \\[([^\\]]*)\\]`).exec(text);
  if (loop) return known(literals(loop[1]!));
  // (table: 'a' | 'b') or (kind: SimKind) or (table: T) with <T extends keyof DB>
  const typed = new RegExp(`\\b${name}\\s*:\\s*([^,)=;{]+)`).exec(text);
  if (!typed) return undefined;
  const type = typed[1]!.trim();
  if (type.startsWith("'")) return known(literals(type));
  const alias = new RegExp(`type ${type}\\s*=([^;]*);`).exec(text);
  if (alias) {
    const keyofs = [...alias[1]!.matchAll(/keyof (\w+Tables)/g)].flatMap((match) => tablesOf.get(match[1]!) ?? []);
    return known([...literals(alias[1]!), ...keyofs]);
  }
  // A generic helper: its calls name the tables (in this file, or, for one of a module's own table types,
  // in the files that call it: commercial's writeStudioRow).
  const generic = new RegExp(`function (\\w+)<${type} extends (keyof DB|\\w+)>`).exec(text);
  if (generic) {
    const callers = generic[2] === 'keyof DB' ? text : everyText;
    return known([...callers.matchAll(new RegExp(`\\b${generic[1]}\\(([^()]*)`, 'g'))].flatMap((call) => literals(call[1]!)));
  }
  return undefined;
}

export function findWrites(files: readonly SourceFile[], owners: Map<string, string>): { writes: Write[]; unknown: string[] } {
  const tablesOf = new Map<string, string[]>();
  for (const file of files.filter((candidate) => candidate.path.endsWith('/db.ts'))) {
    for (const block of file.text.matchAll(/export interface (\w+Tables)\s*\{([^}]*)\}/g)) {
      tablesOf.set(block[1]!, [...block[2]!.matchAll(/^\s*(\w+)\s*:/gm)].map((match) => match[1]!));
    }
  }
  const writes: Write[] = [];
  const unknown: string[] = [];
  const everyText = files.map((file) => file.text).join('\n');
  for (const file of files) {
    const writer = ownerOfPath(file.path);
    const lineAt = (index: number) => file.text.slice(0, index).split('\n').length;
    for (const call of file.text.matchAll(/\.(?:insertInto|updateTable|deleteFrom|replaceInto|mergeInto)\(\s*([^,)]+)/g)) {
      // A variable cast to one table's type for Kysely's sake still names the variable's tables.
      const argument = call[1]!.trim().replace(/^(\w+) as '[a-z_][a-z0-9_]*'$/, '$1');
      const line = lineAt(call.index);
      const literal = /^['"`]([a-z_][a-z0-9_]*)(?: as \w+)?['"`]$/.exec(argument);
      const tables = literal ? [literal[1]!] : /^\w+$/.test(argument) ? resolve(argument, file.text, owners, tablesOf, everyText) : undefined;
      if (!tables) unknown.push(`${file.path}:${line} writes ${argument}`);
      else for (const table of tables) writes.push({ writer, table, path: file.path, line });
    }
    for (const statement of file.text.matchAll(/\b(?:insert\s+into|delete\s+from|update)\s+"?([a-z_][a-z0-9_]*)"?(\s+set\b)?/gi)) {
      const isUpdate = /^update/i.test(statement[0]);
      if (isUpdate && !statement[2]) continue;
      const table = statement[1]!.toLowerCase();
      if (owners.has(table)) writes.push({ writer, table, path: file.path, line: lineAt(statement.index) });
    }
  }
  return { writes, unknown };
}

/** What the check reports: writes by another owner not allowed, unresolvable tables, unused allowances. */
export function checkOwnership(files: readonly SourceFile[], allowances: readonly Allowance[]) {
  const owners = tableOwners(files);
  const { writes, unknown } = findWrites(files, owners);
  const used = new Set<Allowance>();
  const violations: string[] = [];
  for (const write of writes) {
    const owner = owners.get(write.table);
    if (!owner) {
      unknown.push(`${write.path}:${write.line} writes ${write.table}, which no db.ts declares`);
      continue;
    }
    if (owner === write.writer) continue;
    const allowance = allowances.find((candidate) => candidate.writer === write.writer && candidate.table === write.table);
    if (allowance) used.add(allowance);
    else violations.push(`${write.path}:${write.line}: ${write.writer} writes ${write.table}, which ${owner} owns`);
  }
  const unused = allowances.filter((allowance) => !used.has(allowance)).map((allowance) => `${allowance.writer} → ${allowance.table}`);
  return { owners, writes, violations, unknown, unused };
}

function sourceFiles(root: string): SourceFile[] {
  const found: SourceFile[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'testing') walk(path);
      } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && entry.name !== 'testing.ts') {
        found.push({ path: relative(root, path).split(sep).join('/'), text: readFileSync(path, 'utf8') });
      }
    }
  };
  walk(root);
  return found;
}

describe('table ownership', () => {
  it('should find no module writing a table another module owns', () => {
    const files = sourceFiles(import.meta.dirname);
    const { owners, writes, violations, unknown, unused } = checkOwnership(files, allowed);
    console.info(
      allowed.length === 0
        ? 'Table ownership: no cross-owner writes allowed.'
        : `Table ownership: cross-owner writes allowed:\n${allowed.map((a) => `  ${a.writer} writes ${a.table}: ${a.why}`).join('\n')}`,
    );

    expect(owners.size).toBeGreaterThan(60);
    expect(writes.length).toBeGreaterThan(50);
    expect(unknown).toEqual([]);
    expect(violations).toEqual([]);
    expect(unused).toEqual([]);
  });

  const owned: SourceFile[] = [
    { path: 'modules/news/db.ts', text: 'export interface NewsTables {\n  news_article: NewsArticleTable;\n}' },
    { path: 'modules/matches/db.ts', text: 'export interface MatchesTables {\n  match: MatchTable;\n  match_plan: MatchPlanTable;\n}' },
  ];

  it('should report a module writing another module’s table, by Kysely or raw SQL', () => {
    const files = [
      ...owned,
      { path: 'modules/news/repo.ts', text: "await db.insertInto('news_article').values(row).execute();" },
      { path: 'modules/studio/articles-repo.ts', text: "await trx\n  .updateTable('news_article')\n  .set(row)\n  .execute();" },
      { path: 'modules/live/service.ts', text: 'await sql`update match set home_score = 1`.execute(db);' },
    ];

    expect(checkOwnership(files, []).violations).toEqual([
      'modules/studio/articles-repo.ts:2: studio writes news_article, which news owns',
      'modules/live/service.ts:1: live writes match, which matches owns',
    ]);
  });

  it('should follow a table named by a loop, a typed parameter or a generic helper', () => {
    const files = [
      ...owned,
      { path: 'modules/news/seed.ts', text: "for (const table of ['match_plan', 'news_article'] as const) await db.deleteFrom(table).execute();" },
      {
        path: 'modules/videos/seed.ts',
        text: "async function insertAll<T extends keyof DB>(db: Kysely<DB>, table: T, rows: R[]) {\n  await db.insertInto(table).values(rows).execute();\n}\nawait insertAll(db, 'match', rows);",
      },
      { path: 'modules/web/pages.ts', text: "const rekey = async (table: 'news_article' | 'match') => {\n  await trx.deleteFrom(table).execute();\n};" },
      // A helper over a module's own table type, cast for Kysely: the tables are named where it is called.
      {
        path: 'modules/news/rows.ts',
        text: "export async function writeRow<T extends NewsTable>(trx: Transaction<DB>, table: T) {\n  await trx.updateTable(table as 'news_article').set(row).execute();\n}",
      },
      { path: 'modules/news/articles.ts', text: "await writeRow(trx, 'news_article');\nawait writeRow(trx, 'match_plan');" },
    ];

    expect(checkOwnership(files, []).violations).toEqual([
      'modules/news/seed.ts:1: news writes match_plan, which matches owns',
      'modules/videos/seed.ts:2: videos writes match, which matches owns',
      'modules/web/pages.ts:2: web writes news_article, which news owns',
      'modules/web/pages.ts:2: web writes match, which matches owns',
      'modules/news/rows.ts:2: news writes match_plan, which matches owns',
    ]);
  });

  it('should refuse a table it cannot tell, and an allowance nothing uses', () => {
    const files = [...owned, { path: 'modules/news/repo.ts', text: 'await db.insertInto(chosen).values(row).execute();' }];

    const result = checkOwnership(files, [{ writer: 'live', table: 'match', why: 'a stale reason' }]);
    expect(result.unknown).toEqual(['modules/news/repo.ts:1 writes chosen']);
    expect(result.unused).toEqual(['live → match']);
  });
});
