export const migrations = []
