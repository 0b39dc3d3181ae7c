import * as migration_20261122_201147_initial from './20261122_201147_initial';

export const migrations = [
  {
    up: migration_20261122_201147_initial.up,
    down: migration_20261122_201147_initial.down,
    name: '20261122_201147_initial'
  },
];
