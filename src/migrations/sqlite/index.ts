import * as migration_20261122_225850_initial from './20261122_225850_initial';

export const migrations = [
  {
    up: migration_20261122_225850_initial.up,
    down: migration_20261122_225850_initial.down,
    name: '20261122_225850_initial'
  },
];
