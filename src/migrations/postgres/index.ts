import * as migration_20261122_192827_initial from './20261122_192827_initial';

export const migrations = [
  {
    up: migration_20261122_192827_initial.up,
    down: migration_20261122_192827_initial.down,
    name: '20261122_192827_initial'
  },
];
