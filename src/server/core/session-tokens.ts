import { createHash } from "node:crypto";
import type { BetterAuthOptions, DBAdapter, DBTransactionAdapter, Where } from "better-auth";

/**
 * What the `sessions` table keeps of a session token: its SHA-256, in hex. The token is 32 random
 * characters, so a fast hash is enough; a copy of the database then holds nothing a cookie can carry.
 */
export function hashSessionToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

type AdapterFactory = (options: BetterAuthOptions) => DBAdapter<BetterAuthOptions>;
type AnyAdapter = DBAdapter<BetterAuthOptions> | DBTransactionAdapter<BetterAuthOptions>;
type Row = Record<string, unknown>;
/** Hash → the token it was computed from, for the values this one call was given. */
type Presented = Map<string, string>;

const SESSION = "session";

function hashValue(value: unknown, presented: Presented): unknown {
  if (typeof value !== "string") return value;
  const hashed = hashSessionToken(value);
  presented.set(hashed, value);
  return hashed;
}

function hashWhere(model: string, where: Where[] | undefined, presented: Presented): Where[] | undefined {
  if (model !== SESSION || !where) return where;
  return where.map((clause) => {
    if (clause.field !== "token") return clause;
    const value = Array.isArray(clause.value)
      ? (clause.value as unknown[]).map((v) => hashValue(v, presented))
      : hashValue(clause.value, presented);
    return { ...clause, value } as Where;
  });
}

function hashFields<T>(model: string, data: T, presented: Presented): T {
  if (model !== SESSION || !data || typeof data !== "object") return data;
  const row = data as Row;
  if (typeof row.token !== "string") return data;
  return { ...row, token: hashValue(row.token, presented) } as T;
}

/** Gives a row back the token it was asked for; rows found another way keep the hash, which opens nothing. */
function restore<T>(model: string, row: T, presented: Presented): T {
  if (model !== SESSION || !row || typeof row !== "object") return row;
  const token = (row as Row).token;
  if (typeof token !== "string") return row;
  const plain = presented.get(token);
  return plain === undefined ? row : ({ ...(row as Row), token: plain } as T);
}

function wrap<A extends AnyAdapter>(inner: A): A {
  const wrapped: AnyAdapter = {
    ...inner,
    async create<T extends Record<string, unknown>, R = T>(args: Parameters<AnyAdapter["create"]>[0]) {
      const presented: Presented = new Map();
      const created = await inner.create<T, R>({
        ...args,
        data: hashFields(args.model, args.data as Omit<T, "id">, presented),
      });
      return restore(args.model, created, presented);
    },
    async findOne<T>(args: Parameters<AnyAdapter["findOne"]>[0]) {
      const presented: Presented = new Map();
      const where = hashWhere(args.model, args.where, presented) ?? [];
      return restore(args.model, await inner.findOne<T>({ ...args, where }), presented);
    },
    async findMany<T>(args: Parameters<AnyAdapter["findMany"]>[0]) {
      const presented: Presented = new Map();
      const rows = await inner.findMany<T>({ ...args, where: hashWhere(args.model, args.where, presented) });
      return rows.map((row) => restore(args.model, row, presented));
    },
    count: (args) => inner.count({ ...args, where: hashWhere(args.model, args.where, new Map()) }),
    async update<T>(args: Parameters<AnyAdapter["update"]>[0]) {
      const presented: Presented = new Map();
      const updated = await inner.update<T>({
        ...args,
        where: hashWhere(args.model, args.where, presented) ?? [],
        update: hashFields(args.model, args.update, presented),
      });
      return restore(args.model, updated, presented);
    },
    updateMany(args) {
      const presented: Presented = new Map();
      return inner.updateMany({
        ...args,
        where: hashWhere(args.model, args.where, presented) ?? [],
        update: hashFields(args.model, args.update, presented),
      });
    },
    delete: (args) => inner.delete({ ...args, where: hashWhere(args.model, args.where, new Map()) ?? [] }),
    deleteMany: (args) =>
      inner.deleteMany({ ...args, where: hashWhere(args.model, args.where, new Map()) ?? [] }),
    async consumeOne<T>(args: Parameters<AnyAdapter["consumeOne"]>[0]) {
      const presented: Presented = new Map();
      const where = hashWhere(args.model, args.where, presented) ?? [];
      return restore(args.model, await inner.consumeOne<T>({ ...args, where }), presented);
    },
    async incrementOne<T>(args: Parameters<AnyAdapter["incrementOne"]>[0]) {
      const presented: Presented = new Map();
      const row = await inner.incrementOne<T>({
        ...args,
        where: hashWhere(args.model, args.where, presented) ?? [],
        set: hashFields(args.model, args.set, presented),
      });
      return restore(args.model, row, presented);
    },
  };
  if ("transaction" in inner) {
    const outer = inner as DBAdapter<BetterAuthOptions>;
    (wrapped as DBAdapter<BetterAuthOptions>).transaction = (callback) =>
      outer.transaction((trx) => callback(wrap(trx)));
  }
  return wrapped as A;
}

/**
 * The database adapter better-auth works through, with session tokens hashed on the way in: rows
 * are written and looked up by the token's hash, and the plain token exists only in the cookie.
 * better-auth itself still sees the plain token of the session it was asked about. Sessions listed
 * by user carry the hash, so they can be ended by user (as password change and reset do), not by
 * a token read back from the database.
 */
export function withHashedSessionTokens(factory: AdapterFactory): AdapterFactory {
  return (options) => wrap(factory(options));
}
