import type { PGlite, Results } from '@electric-sql/pglite';
import { loadPglite } from './loadPglite';

/** How many distinct statements stay prepared at once; the least recently used one is closed beyond that. */
export const PGLITE_PREPARED_STATEMENTS = 200;

type Statement = { name: string; paramTypes: number[] };

/** PostgreSQL's "cached plan must not change result type": the statement's tables changed since it was prepared. */
const FEATURE_NOT_SUPPORTED = '0A000';

/**
 * Runs each distinct SQL text as a named prepared statement of PGlite's one session: parsed and described once, then
 * bound and executed in one call into the database per query. For the statements a caller asks to keep prepared
 * (`createDb`'s `{ prepared: true }`): PGlite's own `query` parses an unnamed statement every time, so PostgreSQL
 * plans it anew for each request; the article page's query spent as long in planning as in execution (ADR 0007).
 * PostgreSQL keeps a prepared statement's plan (a generic one once it looks no dearer than the custom ones) and
 * re-plans it by itself when a table it reads changes.
 *
 * `run` must be called while the caller holds PGlite's query lock (and, outside a transaction, its transaction lock).
 */
export function createPgliteStatements(pglite: PGlite, maxStatements = PGLITE_PREPARED_STATEMENTS) {
  const { protocol, parse } = loadPglite();
  const { serialize } = protocol;
  /** In order of last use: the first entry is the least recently used. */
  const statements = new Map<string, Statement>();
  let counter = 0;

  const send = (parts: Uint8Array[]) => pglite.execProtocolStream(concat(parts), { syncToFs: false });

  async function prepare(sql: string): Promise<Statement> {
    const known = statements.get(sql);
    if (known) {
      statements.delete(sql);
      statements.set(sql, known);
      return known;
    }
    const closing: Uint8Array[] = [];
    while (statements.size >= maxStatements) {
      const [oldSql, old] = statements.entries().next().value as [string, Statement];
      statements.delete(oldSql);
      closing.push(serialize.close({ type: 'S', name: old.name }));
    }
    counter += 1;
    const name = `pglite_${counter}`;
    const described = await send([
      ...closing,
      serialize.parse({ name, text: sql }),
      serialize.describe({ type: 'S', name }),
      serialize.sync(),
    ]);
    const statement = { name, paramTypes: parse.parseDescribeStatementResults(described) };
    statements.set(sql, statement);
    return statement;
  }

  async function execute<T>(statement: Statement, params: unknown[]): Promise<Results<T>> {
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const type = statement.paramTypes[i];
      const serializer = type === undefined ? undefined : pglite.serializers[type];
      return serializer ? serializer(value) : String(value);
    });
    const messages = await send([
      serialize.bind({ statement: statement.name, values }),
      serialize.describe({ type: 'P' }),
      serialize.execute({}),
      serialize.sync(),
    ]);
    const [result] = parse.parseResults(messages, pglite.parsers) as Results<T>[];
    if (!result) throw new Error('PGlite returned no result for a prepared statement');
    return result;
  }

  return {
    async run<T>(sql: string, params: unknown[]): Promise<Results<T>> {
      const statement = await prepare(sql);
      try {
        return await execute<T>(statement, params);
      } catch (err) {
        if ((err as { code?: string }).code !== FEATURE_NOT_SUPPORTED) throw err;
        // prepared anew under a new name; inside a transaction the error has aborted it, so the caller sees it
        statements.delete(sql);
        if (pglite.isInTransaction()) throw err;
        return execute<T>(await prepare(sql), params);
      }
    },
    /** How many statements are prepared now (for tests). */
    get size() {
      return statements.size;
    },
  };
}

function concat(parts: Uint8Array[]): Uint8Array {
  if (parts.length === 1 && parts[0]) return parts[0];
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}
