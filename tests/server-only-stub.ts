// Vitest runs server modules directly; the real 'server-only' guards against client bundles only.
export {}
