import * as migration_20261122_192815_initial from './20261122_192815_initial';

export const migrations = [
  {
    up: migration_20261122_192815_initial.up,
    down: migration_20261122_192815_initial.down,
    name: '20261122_192815_initial'
  },
];
