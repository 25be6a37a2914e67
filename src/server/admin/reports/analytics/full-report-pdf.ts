import { finished } from "node:stream/promises";
import {
  ANALYTICS_DEFINITIONS,
  type AnalyticsReport,
  formatCount,
  formatRate,
  longMonthLabel,
  periodLabel,
  shortMonthLabel,
  summaryCards,
} from "#domain/admin/analytics";
import type { Queryable } from "#server/db/client";
import { type AnalyticsOptions, loadAnalytics } from "./figures.ts";
import { barChart, rankingChart, rankingHeight } from "./pdf-charts.ts";
import {
  COLORS,
  contentWidth,
  type Doc,
  ensureSpace,
  footers,
  MARGIN,
  printable,
  sectionTitle,
} from "./pdf-layout.ts";
import { type Cell, table } from "./pdf-tables.ts";

const CHART_HEIGHT = 190;

function dateTime(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat("pt-BR", { dateStyle: "long", timeStyle: "short", timeZone }).format(
    new Date(iso),
  );
}

function header(doc: Doc, report: AnalyticsReport): void {
  const { period } = report;
  const x = doc.page.margins.left;
  const width = contentWidth(doc);
  doc.font("Helvetica-Bold").fontSize(20).fillColor(COLORS.primary).text("Rumo", x, doc.y, { width });
  doc.font("Helvetica-Bold").fontSize(17).fillColor(COLORS.text).text("Relatório completo", { width });
  doc.moveDown(0.3);
  doc.font("Helvetica").fontSize(10).fillColor(COLORS.text);
  doc.text(`Período: ${periodLabel(period.from, period.to)}`, { width });
  if (period.inProgress)
    doc.text(
      `O mês de ${longMonthLabel(period.to)} ainda está em andamento: dados até ${dateTime(period.endsAt, period.timeZone)}.`,
      { width },
    );
  doc
    .fillColor(COLORS.muted)
    .fontSize(9)
    .text(`Gerado em ${dateTime(report.generatedAt, period.timeZone)} (fuso ${period.timeZone}).`, { width });
  doc.text("Contas da equipe nunca entram nas contas de estudantes.", { width });
  doc.moveDown(1);
}

function cards(doc: Doc, report: AnalyticsReport): void {
  const gap = 10;
  const width = (contentWidth(doc) - gap * 2) / 3;
  const height = 118;
  const top = doc.y;
  summaryCards(report).forEach((card, i) => {
    const x = doc.page.margins.left + i * (width + gap);
    const inner = { width: width - 20 };
    doc.roundedRect(x, top, width, height, 6).lineWidth(0.8).strokeColor(COLORS.grid).stroke();
    doc
      .font("Helvetica-Bold")
      .fontSize(9)
      .fillColor(COLORS.muted)
      .text(card.label, x + 10, top + 10, inner);
    doc
      .font("Helvetica-Bold")
      .fontSize(20)
      .fillColor(COLORS.text)
      .text(card.value, x + 10, top + 24, inner);
    doc
      .font("Helvetica")
      .fontSize(7.5)
      .fillColor(COLORS.text)
      .text(printable(card.detail), x + 10, top + 50, inner);
    doc.moveDown(0.3).fillColor(COLORS.muted).text(printable(card.comparison), inner);
  });
  doc.x = doc.page.margins.left;
  doc.y = top + height + 20;
}

function charts(doc: Doc, report: AnalyticsReport): void {
  const x = doc.page.margins.left;
  const width = contentWidth(doc);
  const months = report.period.months.map(shortMonthLabel);

  ensureSpace(doc, CHART_HEIGHT + 50);
  sectionTitle(doc, "Conversão mensal", ANALYTICS_DEFINITIONS.conversion);
  let top = doc.y;
  barChart(
    doc,
    { x, y: top, width, height: CHART_HEIGHT },
    {
      categories: months,
      subLabels: report.conversion.map((m) => formatRate(m.rate)),
      series: [
        { name: "Cadastros", color: COLORS.primaryLight, values: report.conversion.map((m) => m.signups) },
        { name: "Pagaram", color: COLORS.primary, values: report.conversion.map((m) => m.converted) },
      ],
      valueText: formatCount,
    },
  );
  doc.y = top + CHART_HEIGHT + 18;

  ensureSpace(doc, CHART_HEIGHT + 50);
  sectionTitle(doc, "Retenção mensal", ANALYTICS_DEFINITIONS.retention);
  top = doc.y;
  barChart(
    doc,
    { x, y: top, width, height: CHART_HEIGHT },
    {
      categories: months,
      subLabels: report.retention.map((m) => `${formatCount(m.retained)}/${formatCount(m.previousActive)}`),
      series: [
        { name: "Retenção", color: COLORS.secondary, values: report.retention.map((m) => m.rate ?? 0) },
      ],
      max: 1,
      valueText: formatRate,
    },
  );
  doc.y = top + CHART_HEIGHT + 18;

  const rows = report.subjects;
  ensureSpace(doc, rankingHeight(Math.max(1, rows.length)) + 50);
  sectionTitle(doc, "Ranking de acesso às matérias", ANALYTICS_DEFINITIONS.subjects);
  if (rows.length === 0) {
    doc.font("Helvetica").fontSize(9).fillColor(COLORS.muted).text("Nenhuma matéria acessada no período.");
    doc.moveDown(1);
    return;
  }
  top = doc.y;
  rankingChart(
    doc,
    { x, y: top, width },
    {
      parts: [
        { name: "Mensagens ao tutor", color: COLORS.primary },
        { name: "Respostas a exercícios", color: COLORS.primaryLight },
      ],
      rows: rows.map((s) => ({
        label: s.name,
        values: [s.messages, s.answers],
        text: `${formatCount(s.total)} (${formatCount(s.messages)} msg. · ${formatCount(s.answers)} resp.)`,
      })),
    },
  );
  doc.y = top + rankingHeight(rows.length) + 16;
}

function tables(doc: Doc, report: AnalyticsReport): void {
  ensureSpace(doc, 160);
  sectionTitle(doc, "Conversão mensal: os números");
  table(
    doc,
    [
      { header: "Mês", width: 3 },
      { header: "Cadastros", width: 2 },
      { header: "Pagaram", width: 2 },
      { header: "Conversão", width: 2 },
    ],
    report.conversion.map((m) => [
      longMonthLabel(m.month),
      formatCount(m.signups),
      formatCount(m.converted),
      formatRate(m.rate),
    ]),
  );

  ensureSpace(doc, 80);
  sectionTitle(doc, "Retenção mensal: os números");
  table(
    doc,
    [
      { header: "Mês", width: 3 },
      { header: "Ativos", width: 2 },
      { header: "Ativos no mês anterior", width: 3 },
      { header: "Seguiram ativos", width: 2.4 },
      { header: "Retenção", width: 2 },
    ],
    report.retention.map((m) => [
      longMonthLabel(m.month),
      formatCount(m.active),
      formatCount(m.previousActive),
      formatCount(m.retained),
      formatRate(m.rate),
    ]),
  );

  // Up to 24 month columns: a wide table gets a landscape page of its own.
  const wide = report.period.months.length > 9;
  if (wide) doc.addPage({ size: "A4", layout: "landscape", margin: MARGIN });
  else ensureSpace(doc, 80);
  sectionTitle(doc, "Coortes por mês de cadastro", ANALYTICS_DEFINITIONS.cohorts);
  table(
    doc,
    [
      { header: "Cadastro", width: 2.2 },
      { header: "Estudantes", width: 2.4 },
      ...report.period.months.map((_, i) => ({ header: `Mês ${i}`, width: 1.2, align: "center" as const })),
    ],
    report.cohorts.map((c): Cell[] => [
      shortMonthLabel(c.month),
      formatCount(c.size),
      ...report.period.months.map((_, i) => {
        const cell = c.activity[i];
        return cell ? { text: formatRate(cell.rate), heat: cell.rate } : "";
      }),
    ]),
    wide,
  );
  if (wide) doc.addPage({ size: "A4", layout: "portrait", margin: MARGIN });

  ensureSpace(doc, 80);
  sectionTitle(doc, "Matérias: os números");
  table(
    doc,
    [
      { header: "Posição", width: 1.2 },
      { header: "Matéria", width: 4, align: "left" },
      { header: "Mensagens ao tutor", width: 2.4 },
      { header: "Respostas a exercícios", width: 2.6 },
      { header: "Total", width: 1.6 },
    ],
    report.subjects.map((s, i) => [
      `${i + 1}º`,
      s.name,
      formatCount(s.messages),
      formatCount(s.answers),
      formatCount(s.total),
    ]),
  );
}

/**
 * The "Relatório completo" PDF (Exportações' quick export): the period's summary cards, its charts
 * drawn as vector bars (monthly conversion, monthly retention, subject ranking) and the tables of
 * every figure, on A4 in pt-BR. Written to `out`, which it ends; resolves once `out` has taken it all.
 */
export async function writeFullReportPdf(
  db: Queryable,
  options: AnalyticsOptions,
  out: NodeJS.WritableStream,
): Promise<void> {
  // pdfkit is loaded by the first report rather than at start-up, while the figures are read.
  const [report, { default: PDFDocument }] = await Promise.all([
    loadAnalytics(db, options),
    import("pdfkit"),
  ]);
  const doc = new PDFDocument({
    size: "A4",
    margin: MARGIN,
    bufferPages: true,
    info: {
      Title: `Relatório completo - ${periodLabel(report.period.from, report.period.to)}`,
      Author: "Rumo",
      CreationDate: new Date(report.generatedAt),
    },
  });
  const written = finished(out, { readable: false });
  doc.pipe(out);
  header(doc, report);
  cards(doc, report);
  charts(doc, report);
  tables(doc, report);
  footers(doc, `Rumo · Relatório completo · ${periodLabel(report.period.from, report.period.to)}`);
  doc.end();
  await written;
}
