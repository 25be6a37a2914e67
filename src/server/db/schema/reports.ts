import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./auth.ts";
import { bytea } from "./column-types.ts";

/** An export asked for in Relatórios: built by a background job, kept so its link survives a reload. */
export const reportExports = pgTable(
  "exportacoes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    requestedBy: text("solicitado_por").references(() => users.id, { onDelete: "set null" }),
    /** Which report: "users" | "exercises" | "progress" | "monthly" | "engagement" | "full_report"… */
    report: text("relatorio").notNull(),
    /** "csv" | "xlsx" | "pdf" */
    format: text("formato").notNull(),
    /** The filters the export was asked with (period, plan…). */
    params: jsonb("parametros").$type<Record<string, unknown>>().notNull().default({}),
    /** "pending" | "running" | "done" | "failed" */
    status: text("status").notNull().default("pending"),
    rowsDone: integer("linhas_prontas").notNull().default(0),
    rowsTotal: integer("linhas_total"),
    fileName: text("nome_arquivo"),
    contentType: text("content_type"),
    byteSize: bigint("tamanho_bytes", { mode: "number" }),
    error: text("erro"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("concluido_em", { withTimezone: true }),
  },
  (t) => [index("exportacoes_created_idx").on(t.createdAt)],
);

/** A finished export's file, in pieces, so neither writing nor downloading it holds it all in memory. */
export const reportExportChunks = pgTable(
  "exportacoes_partes",
  {
    exportId: uuid("exportacao_id")
      .notNull()
      .references(() => reportExports.id, { onDelete: "cascade" }),
    sequence: integer("sequencia").notNull(),
    bytes: bytea("bytes").notNull(),
  },
  (t) => [primaryKey({ columns: [t.exportId, t.sequence] })],
);
