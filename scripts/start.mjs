// `npm start`: build when needed, then run the server (migrations and seed happen at start-up).
import { spawn } from "node:child_process";
import { join } from "node:path";
import { buildIfNeeded, ROOT } from "./build-if-needed.mjs";

buildIfNeeded();
const child = spawn(
  process.execPath,
  ["--enable-source-maps", "--conditions=rumo-compiled", join(ROOT, "dist", "server", "server", "server.js")],
  {
    cwd: ROOT,
    stdio: "inherit",
  },
);
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
