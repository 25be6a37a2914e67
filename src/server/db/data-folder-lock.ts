import { closeSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";

export class DataFolderBusyError extends Error {}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * PGlite serves one process per data folder; a second `npm start` on the same folder would corrupt
 * it. A pid file beside the folder refuses the second process and is taken over when stale.
 * Returns the function that releases the lock.
 */
export function lockDataFolder(lockFile: string): () => void {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockFile, "wx");
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = Number(readFileSync(lockFile, "utf8").trim());
      if (owner && owner !== process.pid && alive(owner))
        throw new DataFolderBusyError(
          `Outro processo do Rumo (pid ${owner}) já usa este banco embutido (${lockFile}). ` +
            "O PGlite atende um processo por pasta: pare o outro, use outro DATA_DIR ou aponte DATABASE_URL para um PostgreSQL.",
        );
      rmSync(lockFile, { force: true });
    }
  }
  throw new DataFolderBusyError(`Não foi possível travar ${lockFile}.`);
}
