import * as migration_20261123_030302_initial from './20261123_030302_initial';

export const migrations = [
  {
    up: migration_20261123_030302_initial.up,
    down: migration_20261123_030302_initial.down,
    name: '20261123_030302_initial'
  },
];
