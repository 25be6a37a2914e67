import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import { eq } from "drizzle-orm";
import lighthouse from "lighthouse";
import { buildApp } from "#server/app";
import { loadConfig } from "#server/config";
import { openDatabase } from "#server/db/client";
import { users } from "#server/db/schema/index";
import { seedDatabase } from "#server/seed/seed";
import { startFakeModelServer } from "#server/test-support/fake-model-server";

/**
 * The first page a cheap phone loads: Lighthouse's performance score (its default mobile emulation
 * and simulated slow 4G / 4× CPU throttling) on the landing page, the sign-in page, a signed-in
 * student's dashboard and a subject's chat, served from the built SPA (dist/web) by the real server
 * on a fresh PGlite database with the seeded catalogue. Also the JavaScript each page downloads
 * during its load, as sent over the wire (compressed).
 *
 * LIGHTHOUSE_RUNS (default 3) runs per page; the figures are the run with the median score.
 * LIGHTHOUSE_PAGES=landing,chat measures only those pages.
 */

const CHROME_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
const PASSWORD = "estudo-forte-2026";

type NetworkRequest = {
  url: string;
  resourceType?: string;
  mimeType?: string;
  transferSize?: number;
  resourceSize?: number;
};
type Audit = { numericValue?: number; details?: { items?: unknown[] } };
type PageRun = {
  score: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  jsKB: number;
  jsUncompressedKB: number;
  jsFiles: number;
  fontKB: number;
  requests: number;
  scripts: string[];
};

const kB = (bytes: number) => Math.round(bytes / 100) / 10;

function summarise(lhr: {
  categories: { performance?: { score: number | null } };
  audits: Record<string, Audit>;
  runtimeError?: { message: string };
}): PageRun {
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests = (lhr.audits["network-requests"]?.details?.items ?? []) as NetworkRequest[];
  const scripts = requests.filter((r) => r.resourceType === "Script");
  const fonts = requests.filter((r) => r.resourceType === "Font");
  const sum = (list: NetworkRequest[], key: "transferSize" | "resourceSize") =>
    list.reduce((total, r) => total + (r[key] ?? 0), 0);
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: Math.round(audit("largest-contentful-paint")),
    fcpMs: Math.round(audit("first-contentful-paint")),
    tbtMs: Math.round(audit("total-blocking-time")),
    cls: Math.round(audit("cumulative-layout-shift") * 1000) / 1000,
    speedIndexMs: Math.round(audit("speed-index")),
    jsKB: kB(sum(scripts, "transferSize")),
    jsUncompressedKB: kB(sum(scripts, "resourceSize")),
    jsFiles: scripts.length,
    fontKB: kB(sum(fonts, "transferSize")),
    requests: requests.length,
    scripts: scripts.map((r) => `${new URL(r.url).pathname} ${kB(r.transferSize ?? 0)} kB`),
  };
}

export async function runLighthouseBench() {
  // The built SPA is what a phone gets: build it (and the server) when missing or older than the sources.
  const build = spawnSync(
    process.execPath,
    [join(import.meta.dirname, "..", "scripts", "build-if-needed.mjs")],
    {
      stdio: "inherit",
    },
  );
  if (build.status !== 0) throw new Error("build failed");

  // The chat shows one answer with Markdown and maths, as a student's chat would.
  const model = await startFakeModelServer({
    chunks: [
      "## Função do 2º grau\n\n",
      "As raízes de $x^2 - 5x + 6 = 0$ são dadas por\n\n",
      "$$x = \\frac{-b \\pm \\sqrt{b^2 - 4ac}}{2a}$$\n\n",
      "1. **Δ** = 25 − 24 = 1\n2. x = 2 ou x = 3\n\n",
      "| x | f(x) |\n|---|---|\n| 2 | 0 |\n| 3 | 0 |\n",
    ],
  });
  const dataDir = mkdtempSync(join(tmpdir(), "rumo-bench-lighthouse-"));
  const database = await openDatabase({ driver: "pglite", dataDir: join(dataDir, "db") });
  await database.migrate();
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    AUTH_SECRET: randomBytes(32).toString("hex"),
    LOG_LEVEL: "silent",
    AI_BASE_URL: model.baseUrl,
    AI_MODEL: "bench-model",
  });
  const app = await buildApp({ config, database, logger: false });
  await seedDatabase({ db: database.db, log: app.log, demoAdmin: false });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;

  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    // A confirmed free-plan student who has answered the objectives dialog and asked the tutor once.
    const email = `bench.lighthouse.${Date.now().toString(36)}@exemplo.com.br`;
    const json = { "content-type": "application/json" };
    const reg = await fetch(`${base}/api/auth/register`, {
      method: "POST",
      headers: json,
      body: JSON.stringify({
        fullName: "Beatriz Nascimento",
        email,
        phone: "(11) 98765-4321",
        password: PASSWORD,
        confirmPassword: PASSWORD,
        acceptTerms: true,
      }),
    });
    if (reg.status !== 201) throw new Error(`register: ${reg.status} ${await reg.text()}`);
    await database.db.update(users).set({ emailVerified: true }).where(eq(users.email, email));
    const login = await fetch(`${base}/api/auth/login`, {
      method: "POST",
      headers: json,
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    if (login.status !== 200) throw new Error(`login: ${login.status} ${await login.text()}`);
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const signedIn = { ...json, cookie };
    const objectives = await fetch(`${base}/api/profile/objectives`, {
      method: "PUT",
      headers: signedIn,
      body: JSON.stringify({
        dreamCourse: "Medicina",
        university: "UFPE",
        preparationYears: 1,
        studyHoursPerDay: 3,
        examYear: new Date().getFullYear(),
        weeklyGoal: 10,
      }),
    });
    if (objectives.status !== 200)
      throw new Error(`objectives: ${objectives.status} ${await objectives.text()}`);
    const subject = "matematica";
    const message = await fetch(`${base}/api/chat/${subject}/messages`, {
      method: "POST",
      headers: signedIn,
      body: JSON.stringify({ message: "Como resolvo uma equação do segundo grau?" }),
    });
    if (message.status !== 200) throw new Error(`chat: ${message.status} ${await message.text()}`);
    await message.text();

    const pages = [
      { name: "landing", path: "/", cookie: null },
      { name: "login", path: "/login", cookie: null },
      { name: "dashboard", path: "/dashboard", cookie },
      { name: "chat", path: `/chat/${subject}`, cookie },
    ];
    const only = process.env.LIGHTHOUSE_PAGES?.split(",");
    chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
    const results: Record<string, PageRun & { runs: number[] }> = {};
    for (const page of pages.filter((p) => !only || only.includes(p.name))) {
      const runs: PageRun[] = [];
      for (let i = 0; i < RUNS; i++) {
        let run: PageRun | undefined;
        // Lighthouse now and then fails to record a trace (NO_NAVSTART, …): that run is made again.
        for (let attempt = 1; !run; attempt++) {
          const result = await lighthouse(
            `${base}${page.path}`,
            {
              port: chrome.port,
              output: "json",
              logLevel: "error",
              onlyCategories: ["performance"],
              ...(page.cookie ? { extraHeaders: { Cookie: page.cookie } } : {}),
            },
            undefined,
          );
          try {
            if (!result) throw new Error(`Lighthouse gave no result for ${page.path}`);
            run = summarise(result.lhr as unknown as Parameters<typeof summarise>[0]);
            // LIGHTHOUSE_REPORTS=1 keeps each run's full report (bench/results/lighthouse/, git-ignored).
            if (process.env.LIGHTHOUSE_REPORTS) {
              const dir = join(import.meta.dirname, "results", "lighthouse");
              mkdirSync(dir, { recursive: true });
              writeFileSync(join(dir, `${page.name}-${i + 1}.json`), JSON.stringify(result.lhr));
            }
          } catch (error) {
            if (attempt >= 3) throw error;
            console.log(`  ${page.name} #${i + 1}: ${(error as Error).message}; again`);
          }
        }
        runs.push(run);
        console.log(
          `  ${page.name} #${i + 1}: score ${run.score}, LCP ${run.lcpMs} ms, TBT ${run.tbtMs} ms, CLS ${run.cls}, JS ${run.jsKB} kB`,
        );
      }
      const median = [...runs].sort((a, b) => a.score - b.score)[Math.floor(runs.length / 2)]!;
      results[page.name] = { ...median, runs: runs.map((r) => r.score) };
    }

    return {
      case: "lighthouse",
      when: new Date().toISOString(),
      environment: {
        node: process.version,
        database: "pglite (fresh folder, seeded catalogue)",
        platform: `${process.platform}/${process.arch}`,
        chrome: CHROME_PATH,
        lighthouse: "default mobile emulation, simulated throttling (slow 4G, 4× CPU), performance only",
        runsPerPage: RUNS,
      },
      description:
        "score: Lighthouse performance (0–100), the run with the median score; lcpMs/fcpMs/tbtMs/cls/speedIndexMs " +
        "from that run; jsKB: bytes of every script the page loaded, as transferred (compressed by the server, " +
        "headers included); jsUncompressedKB: the same scripts decoded; fontKB: fonts transferred",
      pages: results,
    };
  } finally {
    await chrome?.kill();
    await app.close();
    await database.close();
    await model.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
