import { Worker } from "node:worker_threads";

export type WorkerPool<I, O> = {
  /** Runs one task on a free thread (starting one when fewer than `size` are running), else queues it. */
  run(input: I): Promise<O>;
  /** Stops every thread; queued and running tasks are rejected. The pool starts again when used. */
  close(): Promise<void>;
};

type Task<I, O> = { input: I; resolve(value: O): void; reject(error: Error): void };
type Thread<I, O> = { worker: Worker; task?: Task<I, O>; timer?: NodeJS.Timeout };
type Reply<O> = { ok: true; value: O } | { ok: false; error: string };

/**
 * A few worker threads running the same file, each one task at a time. A thread is started when
 * work arrives, not before; a thread that fails, exits or takes longer than `timeoutMs` is stopped
 * and its task rejected, and the next task starts a fresh one. Idle threads do not keep the process
 * alive.
 */
export function workerPool<I, O>(options: {
  /** The thread's file, or its code with `eval`. */
  file: URL | string;
  eval?: boolean;
  execArgv?: string[];
  size: number;
  timeoutMs: number;
}): WorkerPool<I, O> {
  const threads: Thread<I, O>[] = [];
  const queue: Task<I, O>[] = [];

  function settle(thread: Thread<I, O>): Task<I, O> | undefined {
    const task = thread.task;
    clearTimeout(thread.timer);
    thread.task = undefined;
    thread.worker.unref();
    return task;
  }

  function retire(thread: Thread<I, O>, error: Error): Promise<unknown> {
    const index = threads.indexOf(thread);
    if (index < 0) return Promise.resolve();
    threads.splice(index, 1);
    settle(thread)?.reject(error);
    const stopped = thread.worker.terminate();
    dispatch();
    return stopped;
  }

  function start(): Thread<I, O> {
    const worker = new Worker(options.file, { eval: options.eval, execArgv: options.execArgv });
    const thread: Thread<I, O> = { worker };
    worker.on("message", (reply: Reply<O>) => {
      const task = settle(thread);
      if (reply.ok) task?.resolve(reply.value);
      else task?.reject(new Error(reply.error));
      dispatch();
    });
    worker.on("error", (error) => void retire(thread, error));
    worker.on("exit", (code) => void retire(thread, new Error(`worker thread exited (${code})`)));
    threads.push(thread);
    return thread;
  }

  function dispatch() {
    while (queue.length > 0) {
      const thread = threads.find((t) => !t.task) ?? (threads.length < options.size ? start() : undefined);
      if (!thread) return;
      const task = queue.shift()!;
      thread.task = task;
      thread.worker.ref();
      thread.timer = setTimeout(
        () => void retire(thread, new Error(`worker thread took over ${options.timeoutMs} ms`)),
        options.timeoutMs,
      );
      thread.worker.postMessage(task.input);
    }
  }

  return {
    run(input) {
      return new Promise<O>((resolve, reject) => {
        queue.push({ input, resolve, reject });
        dispatch();
      });
    },
    async close() {
      const stopped = new Error("worker pool closed");
      for (const task of queue.splice(0)) task.reject(stopped);
      await Promise.all([...threads].map((thread) => retire(thread, stopped)));
    },
  };
}
