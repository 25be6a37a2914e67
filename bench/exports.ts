import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { eq } from "drizzle-orm";
import type { ExportFormat } from "#domain/admin/report-exports";
import { createReportExportService } from "#server/admin/reports/exports/service";
import { createReportWorker } from "#server/admin/reports/start-worker";
import { buildApp } from "#server/app";
import { loadConfig } from "#server/config";
import { openDatabase } from "#server/db/client";
import { reportExports, users } from "#server/db/schema/index";
import { seedDatabase } from "#server/seed/seed";
import { fillStudents } from "./fill-students.ts";
import { scratchDatabase } from "./scratch-database.ts";

/**
 * Exporting every student (Relatórios › Usuários) on PostgreSQL with 100,000 students, as CSV and
 * as XLSX, through the real path: the export asked for through the service, built by the reports
 * worker's job (keyset pages → csv-stringify / exceljs' streaming writer → ~1 MB stored pieces),
 * then downloaded back through the same stream the API sends. Wall time and the process's peak
 * memory (RSS and heap, sampled every 20 ms) for each step. BENCH_DATABASE_URL names the server.
 */

const STUDENTS = 100_000;
const SAMPLE_MS = 20;
const MB = 1024 * 1024;
const mb = (bytes: number) => Math.round((bytes / MB) * 10) / 10;

/** Runs `work` while sampling process.memoryUsage(); the peaks include what was already held. */
async function measured<T>(work: () => Promise<T>) {
  global.gc?.();
  const start = process.memoryUsage();
  let peakRss = start.rss;
  let peakHeap = start.heapUsed;
  const timer = setInterval(() => {
    const now = process.memoryUsage();
    peakRss = Math.max(peakRss, now.rss);
    peakHeap = Math.max(peakHeap, now.heapUsed);
  }, SAMPLE_MS);
  const t0 = performance.now();
  try {
    const result = await work();
    const seconds = Math.round((performance.now() - t0) / 100) / 10;
    return {
      result,
      seconds,
      memory: {
        rssBeforeMb: mb(start.rss),
        peakRssMb: mb(peakRss),
        heapBeforeMb: mb(start.heapUsed),
        peakHeapUsedMb: mb(peakHeap),
      },
    };
  } finally {
    clearInterval(timer);
  }
}

/** Counts what the download stream yields without keeping it. */
function countingSink() {
  const sink = { bytes: 0, lines: 0 };
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      sink.bytes += chunk.length;
      for (const byte of chunk) if (byte === 10) sink.lines += 1;
      callback();
    },
  });
  return { sink, stream };
}

export async function runExportsBench() {
  const scratch = await scratchDatabase("exports");
  const url = scratch.url;
  const dataDir = mkdtempSync(join(tmpdir(), "rumo-bench-exports-"));
  const database = await openDatabase({ driver: "postgres", url });
  try {
    await database.migrate();
    const config = loadConfig({
      NODE_ENV: "test",
      DATA_DIR: dataDir,
      DATABASE_URL: url,
      AUTH_SECRET: randomBytes(32).toString("hex"),
      LOG_LEVEL: "silent",
    });
    const app = await buildApp({ config, database, logger: false });
    await seedDatabase({ db: database.db, log: app.log, demoAdmin: false });
    const started = performance.now();
    const volume = await fillStudents(database.db, { students: STUDENTS });
    const fillSeconds = Math.round((performance.now() - started) / 100) / 10;
    await database.db.insert(users).values({
      id: "bench-admin",
      name: "Admin Bench",
      email: "admin.bench@rumo.app",
      emailVerified: true,
      role: "admin",
    });

    const service = createReportExportService({ db: database.db, timeZone: config.timezone });
    const worker = createReportWorker({ db: database.db, config, log: app.log });
    const exportAs = async (format: ExportFormat) => {
      const build = await measured(async () => {
        const asked = await service.start("bench-admin", { report: "users", format }, new Date());
        await worker.drain();
        const [row] = await database.db.select().from(reportExports).where(eq(reportExports.id, asked.id));
        if (row?.status !== "done") throw new Error(`export ${format} ended ${row?.status}: ${row?.error}`);
        return row;
      });
      const download = await measured(async () => {
        const file = await service.download("bench-admin", build.result.id, new Date());
        const { sink, stream } = countingSink();
        await pipeline(file.body, stream);
        return sink;
      });
      if (download.result.bytes !== build.result.byteSize)
        throw new Error(`${format}: download size differs`);
      // The CSV holds a header and one CRLF-ended line per student: the keyset pages missed no one.
      if (format === "csv" && download.result.lines !== STUDENTS + 1)
        throw new Error(`csv: ${download.result.lines - 1} students written`);
      return {
        rows: build.result.rowsDone,
        fileMb: mb(build.result.byteSize ?? 0),
        build: {
          seconds: build.seconds,
          rowsPerSecond: Math.round(STUDENTS / build.seconds),
          ...build.memory,
        },
        download: { seconds: download.seconds, ...download.memory },
      };
    };
    const csv = await exportAs("csv");
    const xlsx = await exportAs("xlsx");
    await app.close();
    return {
      database: "postgresql",
      volume,
      fillSeconds,
      node: process.version,
      memorySampleMs: SAMPLE_MS,
      usersCsv: csv,
      usersXlsx: xlsx,
    };
  } finally {
    await database.close();
    await scratch.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
