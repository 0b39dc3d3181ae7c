import path from 'node:path'

/**
 * The browser tests run in E2E_WORKERS Playwright workers (2 by default, one a core), each against
 * a production server of its own: its own port, data folder (database, uploads, outboxes) and copy
 * of the build (Next's page cache lives in the build's folder). A worker's files run one after the
 * other as they did with one worker, so what an editor test changes is seen by no other worker.
 */
export const e2eWorkers = Math.max(1, Number(process.env.E2E_WORKERS ?? 2))

const basePort = Number(process.env.E2E_PORT ?? 3100)

export interface E2eServer {
  port: number
  url: string
  /** The folder the server runs in: the project's files with a copy of its build (e2e/support/buildCopy.mjs). */
  root: string
  /** DATA_DIR of the server, absolute. */
  dataDir: string
}

export function e2eServer(index: number): E2eServer {
  const port = basePort + index
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    root: `.e2e-server-${index}`,
    dataDir: path.resolve(index === 0 ? '.e2e-data' : `.e2e-data-${index}`),
  }
}

/** The server of the worker this code runs in (Playwright numbers its workers' slots 0 … workers − 1). */
export const ownServer = (): E2eServer => e2eServer(Number(process.env.TEST_PARALLEL_INDEX ?? 0))

/** A file in the data folder of this worker's server (its outboxes, its SQLite file). */
export const ownDataFile = (...parts: string[]) => path.join(ownServer().dataDir, ...parts)
