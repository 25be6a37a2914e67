import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPORT_EXPORT_MESSAGES, type ReportExport, type ReportExports } from "#domain/admin/report-exports";
import { REPORT_EXPORT_JOB } from "#server/core/jobs/kinds";
import { backgroundJobs, reportExportChunks, reportExports } from "#server/db/schema/index";
import { createStaff, createStudent, type Student } from "#server/test-support/factories";
import { createTestApp, type TestApp } from "#server/test-support/test-app";
import { CHUNK_BYTES, ChunkSink } from "./chunk-sink.ts";
import { purgeExpiredExports } from "./service.ts";
import { auditOf, exportFile, exportsUrl, runReportJobs, startExport } from "./test-fixtures.ts";

let t: TestApp;
let admin: Student;
let otherAdmin: Student;
let editor: Student;
let suporte: Student;
let student: Student;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createStaff(t, "admin");
  otherAdmin = await createStaff(t, "admin");
  editor = await createStaff(t, "editor");
  suporte = await createStaff(t, "suporte");
  student = await createStudent(t, { name: "Joana Prado" });
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const ZERO_ID = "00000000-0000-4000-8000-000000000000";
const exportRows = async () => t.database.db.select().from(reportExports);

describe("who reaches /api/admin/reports/exports", () => {
  it("answers 401 to a visitor and 403 to a student, an editor and support, creating nothing", async () => {
    const mine = await startExport(admin, { report: "users", format: "csv" });
    const before = (await exportRows()).length;
    const calls = [
      { method: "POST" as const, url: exportsUrl(), payload: { report: "users", format: "xlsx" } },
      { method: "GET" as const, url: exportsUrl() },
      { method: "GET" as const, url: exportsUrl(`/${mine.id}`) },
      { method: "GET" as const, url: exportsUrl(`/${mine.id}/download`) },
    ];
    for (const call of calls) {
      expect((await t.app.inject(call)).statusCode, `${call.method} ${call.url}`).toBe(401);
      for (const who of [student, editor, suporte])
        expect((await who.inject(call)).statusCode, `${call.method} ${call.url}`).toBe(403);
    }
    expect((await exportRows()).length).toBe(before);
  });
});

describe("asking for an export", () => {
  it("refuses unknown reports, formats, plans and periods with a pt-BR message, creating nothing", async () => {
    const before = (await exportRows()).length;
    const bad: [unknown, string][] = [
      [{ report: "senhas", format: "csv" }, REPORT_EXPORT_MESSAGES.unknownReport],
      [{ report: "users", format: "docx" }, REPORT_EXPORT_MESSAGES.unknownFormat],
      [{ report: "users", format: "pdf" }, REPORT_EXPORT_MESSAGES.formatNotOffered],
      [{ report: "engagement", format: "xlsx" }, REPORT_EXPORT_MESSAGES.formatNotOffered],
      [
        { report: "progress", format: "csv", params: { plan: "plano-fantasma" } },
        REPORT_EXPORT_MESSAGES.planNotFound,
      ],
      [
        { report: "progress", format: "csv", params: { plan: "'; drop" } },
        REPORT_EXPORT_MESSAGES.planNotFound,
      ],
      [{ report: "monthly", format: "xlsx", params: { months: 0 } }, REPORT_EXPORT_MESSAGES.monthsInvalid],
      [{ report: "monthly", format: "xlsx", params: { months: 25 } }, REPORT_EXPORT_MESSAGES.monthsInvalid],
      [{ report: "users", format: "csv", params: { plan: "nerd" } }, REPORT_EXPORT_MESSAGES.paramNotOffered],
      [{ report: "users", format: "csv", params: { senha: "x" } }, REPORT_EXPORT_MESSAGES.paramNotOffered],
    ];
    for (const [body, message] of bad) {
      const answer = await admin.post(exportsUrl(), body as Record<string, unknown>);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.json().message, JSON.stringify(body)).toBe(message);
    }
    expect((await exportRows()).length).toBe(before);
  });

  it("saves the export with its defaults and a dated pt-BR file name, and queues its job", async () => {
    const started = await startExport(admin, {
      report: "progress",
      format: "xlsx",
      params: { plan: "nerd" },
    });
    expect(started).toMatchObject({
      report: "progress",
      format: "xlsx",
      params: { plan: "nerd" },
      status: "pending",
      downloadUrl: null,
      requestedBy: { id: admin.id },
    });
    expect(started.fileName).toMatch(/^progresso-nerd-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const monthly = await startExport(admin, { report: "monthly", format: "xlsx" });
    expect(monthly.params).toEqual({ months: 12 });
    expect(monthly.fileName).toMatch(/^dados-mensais-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const jobs = await t.database.db
      .select()
      .from(backgroundJobs)
      .where(eq(backgroundJobs.kind, REPORT_EXPORT_JOB));
    expect(jobs.map((j) => j.payload.exportId)).toEqual(expect.arrayContaining([started.id, monthly.id]));
    await runReportJobs(t);
  });
});

describe("following and downloading an export", () => {
  it("refuses the file until it is ready (409), then streams it with its type and name", async () => {
    const started = await startExport(admin, { report: "users", format: "xlsx" });
    const early = await admin.get(exportsUrl(`/${started.id}/download`));
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      code: "EXPORT_NOT_READY",
      message: REPORT_EXPORT_MESSAGES.notReady,
    });

    await runReportJobs(t);
    const done = (await admin.get(exportsUrl(`/${started.id}`))).json() as ReportExport;
    expect(done.status).toBe("done");
    expect(done.rowsDone).toBe(done.rowsTotal);
    expect(done.byteSize).toBeGreaterThan(0);
    expect(done.downloadUrl).toBe(exportsUrl(`/${started.id}/download`));
    const file = await admin.get(done.downloadUrl!);
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe(
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    );
    expect(file.headers["content-disposition"]).toBe(`attachment; filename="${done.fileName}"`);
    expect(file.headers["cache-control"]).toBe("no-store");
    expect(file.rawPayload.length).toBe(done.byteSize);
    // A workbook is a zip archive.
    expect(file.rawPayload.subarray(0, 2).toString()).toBe("PK");
  });

  it("shows each admin only their own exports: another's or an unknown one is not found", async () => {
    const { exportId } = await exportFile(t, admin, { report: "users", format: "csv" });
    for (const url of [exportsUrl(`/${exportId}`), exportsUrl(`/${exportId}/download`)]) {
      const answer = await otherAdmin.get(url);
      expect(answer.statusCode, url).toBe(404);
      expect(answer.json().message).toBe(REPORT_EXPORT_MESSAGES.notFound);
    }
    expect((await admin.get(exportsUrl(`/${ZERO_ID}`))).statusCode).toBe(404);
    expect((await admin.get(exportsUrl(`/${ZERO_ID}/download`))).statusCode).toBe(404);
    expect((await admin.get(exportsUrl("/not-an-id/download"))).statusCode).toBe(400);

    const theirs = await startExport(otherAdmin, { report: "exercises", format: "csv" });
    const mine = (await admin.get(exportsUrl())).json() as ReportExports;
    expect(mine.items.some((e) => e.id === exportId)).toBe(true);
    expect(mine.items.some((e) => e.id === theirs.id)).toBe(false);
    expect(mine.items.every((e) => e.requestedBy?.id === admin.id)).toBe(true);
    // Newest first.
    const times = mine.items.map((e) => e.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    await runReportJobs(t);
  });
});

describe("the audit log", () => {
  it("records each export of personal data with who, which report, its parameters and rows, never the data", async () => {
    for (const body of [
      { report: "users", format: "csv" },
      { report: "progress", format: "xlsx", params: { plan: "todos" } },
      { report: "engagement", format: "csv", params: { months: 3 } },
    ] as const) {
      const { exportId, done } = await exportFile(t, admin, body);
      const entries = await auditOf(t, exportId);
      expect(entries, body.report).toHaveLength(1);
      expect(entries[0]).toMatchObject({
        actorId: admin.id,
        action: "report.export",
        before: null,
        after: { report: body.report, format: body.format, rows: done.rowsTotal },
      });
      expect(entries[0]!.after!.params).toEqual(done.params);
      expect(JSON.stringify(entries[0])).not.toContain(student.email);
    }
  });

  it("leaves the bank's export (no personal data) out of it", async () => {
    const { exportId } = await exportFile(t, admin, { report: "exercises", format: "csv" });
    expect(await auditOf(t, exportId)).toHaveLength(0);
  });
});

describe("the background job", () => {
  async function jobOf(exportId: string) {
    const [job] = await t.database.db
      .select()
      .from(backgroundJobs)
      .where(
        sql`${backgroundJobs.kind} = ${REPORT_EXPORT_JOB} and ${backgroundJobs.payload}->>'exportId' = ${exportId}`,
      );
    return job!;
  }

  it("starts over after a crash mid-file: the job is claimed again and the file is written once", async () => {
    const started = await startExport(admin, { report: "users", format: "csv" });
    // A process died while writing: the export says running, a stale piece is stored, the lease ran out.
    await t.database.db
      .update(reportExports)
      .set({ status: "running", rowsDone: 1 })
      .where(eq(reportExports.id, started.id));
    await t.database.db
      .insert(reportExportChunks)
      .values({ exportId: started.id, sequence: 0, bytes: Buffer.from("lixo de uma tentativa anterior") });
    const job = await jobOf(started.id);
    await t.database.db
      .update(backgroundJobs)
      .set({ status: "running", attempts: 1, lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(backgroundJobs.id, job.id));

    await runReportJobs(t);
    const done = (await admin.get(exportsUrl(`/${started.id}`))).json() as ReportExport;
    expect(done.status).toBe("done");
    const text = (await admin.get(done.downloadUrl!)).body;
    expect(text).not.toContain("lixo");
    expect(text).toContain(student.email);
  });

  it("marks the export failed with a pt-BR message once its attempts are used up", async () => {
    const started = await startExport(admin, { report: "users", format: "xlsx" });
    const job = await jobOf(started.id);
    // Killed its process on every attempt: the next claim is past the last one.
    await t.database.db
      .update(backgroundJobs)
      .set({ status: "running", attempts: job.maxAttempts, lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(backgroundJobs.id, job.id));
    await runReportJobs(t);
    const failed = (await admin.get(exportsUrl(`/${started.id}`))).json() as ReportExport;
    expect(failed).toMatchObject({
      status: "failed",
      error: REPORT_EXPORT_MESSAGES.failed,
      downloadUrl: null,
    });
    const download = await admin.get(exportsUrl(`/${started.id}/download`));
    expect(download.statusCode).toBe(409);
    expect(download.json().message).toBe(REPORT_EXPORT_MESSAGES.failed);
    expect(await auditOf(t, started.id)).toHaveLength(0);
  });
});

describe("stored files", () => {
  it("are kept in ~1 MB pieces and downloaded back byte for byte", async () => {
    const [row] = await t.database.db
      .insert(reportExports)
      .values({ requestedBy: admin.id, report: "users", format: "csv", status: "running" })
      .returning();
    const sink = new ChunkSink(t.database.db, row!.id);
    const line = Buffer.from(`${"x".repeat(99)}\n`);
    const total = Math.round(2.5 * CHUNK_BYTES);
    for (let written = 0; written < total; written += line.length) {
      if (!sink.write(line)) await new Promise((resolve) => sink.once("drain", resolve));
    }
    await new Promise<void>((resolve, reject) =>
      sink.end((error?: Error | null) => (error ? reject(error) : resolve())),
    );
    const pieces = await t.database.db
      .select({
        sequence: reportExportChunks.sequence,
        size: sql<number>`length(${reportExportChunks.bytes})`,
      })
      .from(reportExportChunks)
      .where(eq(reportExportChunks.exportId, row!.id));
    expect(pieces.map((p) => p.sequence).sort()).toEqual([0, 1, 2]);
    expect(pieces.every((p) => Number(p.size) <= CHUNK_BYTES + line.length)).toBe(true);
    await t.database.db
      .update(reportExports)
      .set({
        status: "done",
        fileName: "usuarios-2026-01-01.csv",
        contentType: "text/csv; charset=utf-8",
        byteSize: sink.bytes,
      })
      .where(eq(reportExports.id, row!.id));
    const file = await admin.get(exportsUrl(`/${row!.id}/download`));
    expect(file.rawPayload.length).toBe(sink.bytes);
    expect(file.rawPayload.equals(Buffer.concat(Array(sink.bytes / line.length).fill(line)))).toBe(true);
  });

  it(`are deleted with their export after 7 days`, async () => {
    const { exportId } = await exportFile(t, admin, { report: "exercises", format: "xlsx" });
    await t.database.db
      .update(reportExports)
      .set({ createdAt: new Date(Date.now() - 8 * 24 * 3600 * 1000) })
      .where(eq(reportExports.id, exportId));
    expect((await admin.get(exportsUrl(`/${exportId}`))).statusCode).toBe(404);
    expect(await purgeExpiredExports(t.database.db, new Date())).toBeGreaterThanOrEqual(1);
    expect(
      await t.database.db.select().from(reportExports).where(eq(reportExports.id, exportId)),
    ).toHaveLength(0);
    expect(
      await t.database.db.select().from(reportExportChunks).where(eq(reportExportChunks.exportId, exportId)),
    ).toHaveLength(0);
  });
});
