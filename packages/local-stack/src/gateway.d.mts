// Types of src/gateway.mjs (what the tests use).
import type { Server } from 'node:http'
import type { Pool } from 'pg'
import type { EmailJsIds } from './index.d.mts'

export interface GatewayOptions {
  keys: { anonKey: string; serviceKey: string }
  emailjs: EmailJsIds
  extraOrigins?: string[]
  outboxMaxMessages?: number
  outboxMaxBytes?: number
  outboxRatePerMinute?: number
  outboxBurst?: number
  requestTimeoutMs?: number
  log: (message: string) => void
}

export interface Gateway {
  server: Server
  setBackend(backend: { postgrestUrl: string; pool: Pool; generation: () => number } | null): void
  clearFailures(): void
  listen(port: number, host?: string): Promise<number>
  close(): Promise<void>
}

export declare function createGateway(options: GatewayOptions): Gateway
export declare function clientAddress(socket: { remoteAddress?: string }): string
export declare function clientKey(address: string): string
export declare const OUTBOX_MAX_MESSAGES: number
export declare const OUTBOX_MAX_BYTES: number
export declare const OUTBOX_RATE_PER_MINUTE: number
export declare const OUTBOX_BURST: number
