import * as migration_20261122_203925_initial from './20261122_203925_initial';

export const migrations = [
  {
    up: migration_20261122_203925_initial.up,
    down: migration_20261122_203925_initial.down,
    name: '20261122_203925_initial',
  },
];
