import { describe, expect, it } from "vitest";
import {
  exportFileName,
  exportProgress,
  formatByteSize,
  normalizedParams,
  REPORT_EXPORT_MESSAGES,
  rowsLabel,
  startExportSchema,
} from "./report-exports.ts";

describe("report exports", () => {
  it("names files after the report, the plan when filtered and the day", () => {
    expect(exportFileName("users", "xlsx", {}, "2026-11-25")).toBe("usuarios-2026-11-25.xlsx");
    expect(exportFileName("progress", "csv", { plan: "nerd" }, "2026-11-25")).toBe(
      "progresso-nerd-2026-11-25.csv",
    );
    expect(exportFileName("progress", "csv", { plan: "todos" }, "2026-11-25")).toBe(
      "progresso-2026-11-25.csv",
    );
    expect(exportFileName("full_report", "pdf", { months: 3 }, "2026-11-25")).toBe(
      "relatorio-completo-2026-11-25.pdf",
    );
  });

  it("fills each report's defaults and drops what it does not use", () => {
    expect(normalizedParams("progress", {})).toEqual({ plan: "todos" });
    expect(normalizedParams("monthly", {})).toEqual({ months: 12 });
    expect(normalizedParams("engagement", { months: 3 })).toEqual({ months: 3 });
    expect(normalizedParams("users", {})).toEqual({});
  });

  it("accepts only each report's formats and filters", () => {
    const issue = (body: unknown) => startExportSchema.safeParse(body).error?.issues[0]?.message;
    expect(issue({ report: "users", format: "xlsx" })).toBeUndefined();
    expect(issue({ report: "full_report", format: "csv" })).toBe(REPORT_EXPORT_MESSAGES.formatNotOffered);
    expect(issue({ report: "exercises", format: "csv", params: { months: 3 } })).toBe(
      REPORT_EXPORT_MESSAGES.paramNotOffered,
    );
    expect(issue({ report: "monthly", format: "xlsx", params: { months: 2.5 } })).toBe(
      REPORT_EXPORT_MESSAGES.monthsInvalid,
    );
  });

  it("shows progress, rows and sizes in pt-BR", () => {
    expect(exportProgress({ status: "running", rowsDone: 250, rowsTotal: 1000 })).toBe(25);
    expect(exportProgress({ status: "pending", rowsDone: 0, rowsTotal: null })).toBeNull();
    expect(exportProgress({ status: "done", rowsDone: 0, rowsTotal: 0 })).toBe(100);
    expect(rowsLabel("users", 1)).toBe("1 linha");
    expect(rowsLabel("users", 100000)).toBe("100.000 linhas");
    expect(rowsLabel("monthly", 12)).toBe("12 meses");
    expect(formatByteSize(512)).toBe("512 B");
    expect(formatByteSize(6 * 1024)).toBe("6 KB");
    expect(formatByteSize(Math.round(11.4 * 1024 * 1024))).toBe("11,4 MB");
  });
});
