import * as migration_20261122_230725_initial from './20261122_230725_initial';

export const migrations = [
  {
    up: migration_20261122_230725_initial.up,
    down: migration_20261122_230725_initial.down,
    name: '20261122_230725_initial'
  },
];
