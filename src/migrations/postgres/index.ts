import * as migration_20261122_224439_initial from './20261122_224439_initial';

export const migrations = [
  {
    up: migration_20261122_224439_initial.up,
    down: migration_20261122_224439_initial.down,
    name: '20261122_224439_initial'
  },
];
