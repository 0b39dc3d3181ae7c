import * as migration_20261122_231549_initial from './20261122_231549_initial';

export const migrations = [
  {
    up: migration_20261122_231549_initial.up,
    down: migration_20261122_231549_initial.down,
    name: '20261122_231549_initial'
  },
];
